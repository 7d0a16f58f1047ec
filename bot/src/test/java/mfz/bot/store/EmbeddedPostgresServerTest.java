package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.DriverManager;
import org.junit.jupiter.api.Test;

class EmbeddedPostgresServerTest {

    @Test
    void aRealPostgresqlAnswers() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        try (var connection = DriverManager.getConnection(EmbeddedPostgresServer.newDatabase());
             var rows = connection.createStatement().executeQuery("SELECT current_setting('server_version_num')::int / 10000")) {
            rows.next();
            assertEquals(17, rows.getInt(1));
        }
    }
}
