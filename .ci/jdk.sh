# Sourced by ./run: makes JAVA_HOME point at a JDK 21 or newer to launch the jar with (the
# build itself finds its JDK through Maven toolchains, see pom.xml). Keeps a JAVA_HOME that is
# already new enough; otherwise takes the newest JDK found where JDKs are installed: the
# system's folders, IntelliJ's ~/.jdks, SDKMAN's, macOS's (the machine's default may be older).
# The build finds these too (Maven's toolchains plugin), so a JDK that builds the bot runs it.

jdk_major() { # prints the major version of the JDK at $1, or nothing
    local release="$1/release"
    [ -x "$1/bin/javac" ] && [ -f "$release" ] || return 0
    sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release"
}

select_jdk() {
    local major best="" best_major=0 candidate
    if [ -n "${JAVA_HOME:-}" ]; then
        major=$(jdk_major "$JAVA_HOME")
        if [ -n "$major" ] && [ "$major" -ge 21 ]; then return 0; fi
    fi
    if command -v javac >/dev/null 2>&1; then
        candidate=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
        major=$(jdk_major "$candidate")
        if [ -n "$major" ] && [ "$major" -ge 21 ]; then best="$candidate"; best_major="$major"; fi
    fi
    for candidate in /usr/lib/jvm/* /opt/java/* /usr/local/*jdk* "${HOME:-/nonexistent}"/.jdks/* \
        "${HOME:-/nonexistent}"/.sdkman/candidates/java/* /Library/Java/JavaVirtualMachines/*/Contents/Home; do
        [ -d "$candidate" ] || continue
        major=$(jdk_major "$candidate")
        if [ -n "$major" ] && [ "$major" -gt "$best_major" ]; then best="$candidate"; best_major="$major"; fi
    done
    if [ "$best_major" -lt 21 ]; then
        echo "No JDK 21 or newer found: install one, or set JAVA_HOME to it." >&2
        return 1
    fi
    export JAVA_HOME="$best"
    export PATH="$JAVA_HOME/bin:$PATH"
}
