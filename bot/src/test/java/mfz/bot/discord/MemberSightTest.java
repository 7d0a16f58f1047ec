package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.Optional;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Role;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.unions.IThreadContainerUnion;
import org.junit.jupiter.api.Test;

/**
 * Which channels a member reads, as a campaign's answers judge them, for the kinds of channel
 * the fake Discord doesn't make: a private thread (whose members JDA doesn't keep) and a game
 * thread archived out of JDA's cache. JDA's own types are mocked: the boundary.
 */
class MemberSightTest {

    private final Guild guild = mock(Guild.class);
    private final Member member = mock(Member.class);
    private final Role everyone = mock(Role.class);
    private final TextChannel open = mock(TextChannel.class);
    private final ThreadChannel privateThread = mock(ThreadChannel.class);
    private final IThreadContainerUnion privateThreadsChannel = mock(IThreadContainerUnion.class);

    MemberSightTest() {
        when(member.getGuild()).thenReturn(guild);
        when(guild.getPublicRole()).thenReturn(everyone);
        when(guild.getGuildChannelById("open")).thenReturn(open);
        when(guild.getGuildChannelById("private-thread")).thenReturn(privateThread);
        when(privateThread.isPublic()).thenReturn(false);
        when(privateThread.getParentChannel()).thenReturn(privateThreadsChannel);
        when(member.hasAccess(open)).thenReturn(true);
        when(everyone.hasAccess(open)).thenReturn(true);
        // View Channel on a thread is its parent's: JDA would say everyone reads the private thread.
        when(member.hasAccess(privateThread)).thenReturn(true);
        when(everyone.hasAccess(privateThread)).thenReturn(true);
    }

    @Test
    void aPrivateThreadIsReadByItsModeratorsAndNeverByEveryone() {
        JdaRequests.MemberSight sight = new JdaRequests.MemberSight(member, id -> Optional.empty());
        assertFalse(sight.callerReads("private-thread"), "its members aren't known: a plain member isn't counted");
        assertFalse(sight.everyoneReads("private-thread"));
        when(member.hasPermission(privateThreadsChannel, Permission.MANAGE_THREADS)).thenReturn(true);
        assertTrue(sight.callerReads("private-thread"), "who manages its threads reads it");
    }

    @Test
    void anArchivedGameThreadIsJudgedByTheChannelItWasOpenedIn() {
        JdaRequests.MemberSight sight = new JdaRequests.MemberSight(member,
                id -> id.equals("archived") ? Optional.of("open") : Optional.empty());
        assertTrue(sight.callerReads("archived"));
        assertTrue(sight.everyoneReads("archived"));
        assertFalse(sight.callerReads("deleted"), "a channel found nowhere is read by nobody");
        assertFalse(sight.everyoneReads("deleted"));
    }
}
