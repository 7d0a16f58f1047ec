package mfz.bot.reminders;

/** Delivers the scheduler's notices: Discord sends messages; the console prints nothing. */
@FunctionalInterface
public interface NoticeSender {

    void send(Notice notice);
}
