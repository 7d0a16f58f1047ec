package mfz.bot.discord;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * Every log event, at DEBUG and above from every logger (JDA's included), for the time it
 * is open. The console appenders are detached meanwhile so the build output stays readable;
 * closing restores the levels and appenders as they were.
 */
final class CapturedLog implements AutoCloseable {

    private final LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    private final Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    private final Logger jda = context.getLogger("net.dv8tion.jda");
    private final Level rootLevel = root.getLevel();
    private final Level jdaLevel = jda.getLevel();
    private final List<Appender<ILoggingEvent>> detached = new ArrayList<>();
    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();

    CapturedLog() {
        for (Iterator<Appender<ILoggingEvent>> it = root.iteratorForAppenders(); it.hasNext(); ) {
            detached.add(it.next());
        }
        detached.forEach(root::detachAppender);
        captured.setContext(context);
        captured.start();
        root.addAppender(captured);
        root.setLevel(Level.DEBUG);
        jda.setLevel(Level.DEBUG);
    }

    List<ILoggingEvent> events() {
        synchronized (captured) {
            return List.copyOf(captured.list);
        }
    }

    /** Each event as one text: level, logger, message with its arguments, and any stack trace. */
    List<String> lines() {
        return events().stream().map(e -> e.getLevel() + " " + e.getLoggerName() + " " + e.getFormattedMessage()
                + (e.getThrowableProxy() == null ? "" : "\n" + ThrowableProxyUtil.asString(e.getThrowableProxy())))
                .toList();
    }

    @Override
    public void close() {
        root.detachAppender(captured);
        captured.stop();
        root.setLevel(rootLevel);
        jda.setLevel(jdaLevel);
        detached.forEach(root::addAppender);
    }
}
