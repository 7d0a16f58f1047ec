package mfz.rules.company;

import java.util.ArrayList;
import java.util.List;

/** A company being written in the lobby: its frames and the names of its stations. */
public record CompanyDraft(List<FrameDraft> frames, List<String> stations) {

    public static final CompanyDraft EMPTY = new CompanyDraft(List.of(), List.of());

    public CompanyDraft {
        frames = frames == null ? List.of() : List.copyOf(frames);
        stations = stations == null ? List.of() : stations.stream().map(s -> s == null ? "" : s.strip()).toList();
    }

    /** This company with the frame added, or replacing the frame of the same name (ignoring case). */
    public CompanyDraft withFrame(FrameDraft frame) {
        List<FrameDraft> list = new ArrayList<>(frames);
        int at = indexOf(frame.name());
        if (at >= 0) {
            list.set(at, frame);
        } else {
            list.add(frame);
        }
        return new CompanyDraft(list, stations);
    }

    public CompanyDraft withoutFrame(String name) {
        return new CompanyDraft(frames.stream().filter(f -> !f.name().equalsIgnoreCase(name.strip())).toList(),
                stations);
    }

    public CompanyDraft withStations(List<String> names) {
        return new CompanyDraft(frames, names);
    }

    public int indexOf(String name) {
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i).name().equalsIgnoreCase(name.strip())) {
                return i;
            }
        }
        return -1;
    }
}
