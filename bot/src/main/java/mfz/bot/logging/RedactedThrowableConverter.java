package mfz.bot.logging;

import ch.qos.logback.classic.pattern.ThrowableProxyConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;

/** {@code %redactedEx}: a stack trace with every registered secret blanked out (exception messages can quote a header). */
public final class RedactedThrowableConverter extends ThrowableProxyConverter {

    @Override
    public String convert(ILoggingEvent event) {
        return Redaction.apply(super.convert(event));
    }
}
