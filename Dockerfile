# Build with the Maven wrapper, exactly as the README does, then run on a Java 21 JRE as a
# non-root user. The database lives in the /data volume; the token comes from the environment:
#   docker build -t mfz-bot .
#   docker run -d --restart unless-stopped --stop-timeout 60 -e DISCORD_TOKEN -v mfz-data:/data mfz-bot

FROM eclipse-temurin:21-jdk AS build
WORKDIR /src
# Dependencies first, so a source change does not download them again: the same build, run
# on the poms alone (no sources yet), fetches every plugin and library it needs, and fails
# here if one can't be had. (dependency:go-offline can't: it looks for mfz-rules, which only
# this reactor builds, in the repositories.) Its empty jars are thrown away.
COPY mvnw pom.xml ./
COPY .mvn .mvn
COPY rules/pom.xml rules/pom.xml
COPY bot/pom.xml bot/pom.xml
RUN ./mvnw -q -B package -DskipTests && rm -rf rules/target bot/target
COPY rules rules
COPY bot bot
COPY config config
RUN ./mvnw -q -B package -DskipTests

FROM eclipse-temurin:21-jre
# The bot draws its dice emojis and score charts with Java2D, headless: AWT needs fontconfig and
# at least one font to draw numbers. The Ubuntu-based JRE image may already carry them; asking
# for them again costs nothing then and keeps the pictures working if a later image drops them.
RUN apt-get update \
    && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --system mfz && useradd --system --gid mfz --home-dir /app --shell /usr/sbin/nologin mfz \
    && mkdir -p /app /data && chown mfz:mfz /data
WORKDIR /app
COPY --from=build /src/bot/target/mfz-bot.jar /app/mfz-bot.jar
COPY config /app/config
ENV MFZ_DB=/data/mfz.db
VOLUME ["/data"]
USER mfz
# Out of memory, the bot exits (and the restart policy starts it again) rather than run on half broken.
# The logging setup is read from /app/config (mount another there to change it); the jar's own
# copy is only the fallback.
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-XX:+ExitOnOutOfMemoryError", "-Djava.awt.headless=true", \
    "-Dlogback.configurationFile=/app/config/logback.xml", "-jar", "/app/mfz-bot.jar"]
