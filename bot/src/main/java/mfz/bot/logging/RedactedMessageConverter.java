package mfz.bot.logging;

import ch.qos.logback.classic.pattern.MessageConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;

/** {@code %redactedMsg}: the log message with every registered secret blanked out. */
public final class RedactedMessageConverter extends MessageConverter {

    @Override
    public String convert(ILoggingEvent event) {
        return Redaction.apply(super.convert(event));
    }
}
