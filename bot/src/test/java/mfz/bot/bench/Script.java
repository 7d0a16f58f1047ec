package mfz.bot.bench;

import mfz.bot.core.Request;

/** What one channel types under load: the next command, then whether the answer accepted it. */
interface Script {

    Request next();

    boolean settle();
}
