package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Discord's own OpenAPI 3.1 description of its HTTP API (test resource
 * {@code discord-api-spec/openapi.json}, MIT, from discord/discord-api-spec), used as Discord
 * uses it: a request's path and method name an operation, and its JSON body must validate
 * against the operation's request schema, or Discord answers 400.
 *
 * <p>A small validator for exactly the JSON-Schema keywords the spec's request schemas use
 * ({@code $ref}, {@code type} with its {@code "null"} forms, {@code properties},
 * {@code required}, {@code additionalProperties}, {@code items}, {@code allOf} / {@code anyOf}
 * / {@code oneOf}, {@code const}, {@code enum}, {@code minLength} / {@code maxLength},
 * {@code minItems} / {@code maxItems}, {@code uniqueItems}, {@code minProperties} /
 * {@code maxProperties}, {@code minimum} / {@code maximum}, {@code pattern}): the whole list
 * is checked at load, so a keyword the spec starts using fails loudly instead of being
 * ignored. Written rather than taken from a library because it is this short, it stays
 * dependency-free, and Discord's one practical departure needs a hook (see
 * {@link #jdaDeparture}). {@code format} is only an annotation here (as in 2020-12).
 */
final class DiscordApiSpec {

    private static final Set<String> KNOWN_KEYWORDS = Set.of("$ref", "type", "properties", "required",
            "additionalProperties", "items", "allOf", "anyOf", "oneOf", "const", "enum", "minLength", "maxLength",
            "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "minimum", "maximum",
            "pattern", "format", "title", "description", "contentEncoding", "x-discord-union");

    private static volatile DiscordApiSpec loaded;
    private static final Pattern DIGITS = Pattern.compile("-?\\d+");

    private final JsonNode document;
    private final List<Route> routes = new ArrayList<>();
    private final Map<String, Pattern> patterns = new ConcurrentHashMap<>();

    /** One operation's path, as a pattern over the path after {@code /api/v10/}. */
    private record Route(String template, Pattern path, int literalSegments, JsonNode operations) { }

    /** A place in the body and what is wrong there, as Discord's 400 lists them. */
    record Violation(String where, String problem) {
        @Override
        public String toString() {
            return (where.isEmpty() ? "(body)" : where) + ": " + problem;
        }
    }

    private DiscordApiSpec(JsonNode document) {
        this.document = document;
        for (Iterator<Map.Entry<String, JsonNode>> it = document.get("paths").properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> path = it.next();
            String template = path.getKey().substring(1);
            StringBuilder regex = new StringBuilder();
            int literals = 0;
            for (String segment : template.split("/")) {
                if (!regex.isEmpty()) {
                    regex.append('/');
                }
                if (segment.startsWith("{")) {
                    regex.append("[^/]+");
                } else {
                    regex.append(Pattern.quote(segment));
                    literals++;
                }
            }
            routes.add(new Route(template, Pattern.compile(regex.toString()), literals, path.getValue()));
        }
        // A literal segment wins over a parameter: "applications/@me" before "applications/{id}".
        routes.sort(Comparator.comparingInt(Route::literalSegments).reversed());
        document.get("components").get("schemas").properties().forEach(
                named -> checkKeywords(named.getValue(), named.getKey()));
        document.get("paths").properties().forEach(path -> path.getValue().forEach(
                operation -> operation.path("requestBody").path("content").forEach(
                        media -> checkKeywords(media.path("schema"), path.getKey()))));
    }

    static DiscordApiSpec load() {
        DiscordApiSpec spec = loaded;
        if (spec == null) {
            synchronized (DiscordApiSpec.class) {
                spec = loaded;
                if (spec == null) {
                    try (InputStream in = DiscordApiSpec.class.getResourceAsStream("/discord-api-spec/openapi.json")) {
                        if (in == null) {
                            throw new IllegalStateException("discord-api-spec/openapi.json is not on the test class path");
                        }
                        spec = new DiscordApiSpec(Payloads.JSON.readTree(in));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    loaded = spec;
                }
            }
        }
        return spec;
    }

    /**
     * What is wrong with a request by Discord's description: an unknown route or method, or
     * each place the body breaks the operation's schema. Empty when Discord would accept it.
     * {@code body} is the JSON body, or the {@code payload_json} part of a multipart request
     * (the files beside it are not checked), or null when there is none.
     */
    List<Violation> check(String method, String path, JsonNode body) {
        Optional<Route> route = routes.stream().filter(r -> r.path().matcher(path).matches()).findFirst();
        if (route.isEmpty()) {
            return List.of(new Violation("", "no such route in Discord's API: " + path));
        }
        JsonNode operation = route.get().operations().get(method.toLowerCase(Locale.ROOT));
        if (operation == null) {
            return List.of(new Violation("", "Discord has no " + method + " " + route.get().template()));
        }
        JsonNode requestBody = operation.path("requestBody");
        if (requestBody.isMissingNode()) {
            return List.of();
        }
        if (body == null) {
            return requestBody.path("required").asBoolean(false)
                    ? List.of(new Violation("", "a body is required")) : List.of();
        }
        JsonNode schema = requestBody.path("content").path("application/json").path("schema");
        if (schema.isMissingNode()) {
            return List.of(new Violation("", "Discord takes no JSON body for " + method + " " + route.get().template()));
        }
        List<Violation> found = new ArrayList<>();
        validate(body, schema, "", found, true);
        return found;
    }

    // ---- the validator -------------------------------------------------------------------------

    /** @param lenient whether {@link #jdaDeparture} is allowed (always, but to tell a oneOf's alternatives apart) */
    private void validate(JsonNode value, JsonNode schema, String where, List<Violation> found, boolean lenient) {
        if (schema.isBoolean()) {
            if (!schema.asBoolean()) {
                found.add(new Violation(where, "not allowed here"));
            }
            return;
        }
        if (schema.has("$ref")) {
            validate(value, resolve(schema.get("$ref").asText()), where, found, lenient);
        }
        if (schema.has("type") && !hasType(value, schema.get("type"))) {
            if (!lenient || !(jdaDeparture(value, schema.get("type")) || jdaSnowflake(value, schema))) {
                found.add(new Violation(where, "must be " + describe(schema.get("type")) + ", not " + describe(value)));
                return;
            }
            // JDA's departure, which Discord reads as the number it spells: checked on as that
            // number (its const, enum, minimum and maximum), not waved through.
            value = numeric(value);
        }
        if (schema.has("const") && !sameValue(value, schema.get("const"))) {
            found.add(new Violation(where, "must be " + describe(schema.get("const")) + ", not " + describe(value)));
        }
        if (schema.has("enum")) {
            boolean any = false;
            for (JsonNode option : schema.get("enum")) {
                any |= sameValue(value, option);
            }
            if (!any) {
                found.add(new Violation(where, "must be one of " + values(schema.get("enum")) + ", not " + describe(value)));
            }
        }
        for (JsonNode part : schema.path("allOf")) {
            validate(value, part, where, found, lenient);
        }
        if (schema.has("anyOf")) {
            alternatives(value, schema.get("anyOf"), where, found, false, lenient);
        }
        if (schema.has("oneOf")) {
            alternatives(value, schema.get("oneOf"), where, found, true, lenient);
        }
        if (value.isTextual()) {
            String text = value.asText();
            int length = text.codePointCount(0, text.length());
            if (schema.has("maxLength") && length > schema.get("maxLength").asInt()) {
                found.add(new Violation(where, "must be " + schema.get("maxLength").asInt()
                        + " or fewer in length (is " + length + ")"));
            }
            if (schema.has("minLength") && length < schema.get("minLength").asInt()) {
                found.add(new Violation(where, "must be " + schema.get("minLength").asInt()
                        + " or more in length (is " + length + ")"));
            }
            if (brokenCharacter(text)) {
                // Real Discord can't read half an emoji (a lone UTF-16 surrogate is no character):
                // the text was cut in the middle of one.
                found.add(new Violation(where, "holds half a character (an unpaired surrogate): cut inside an emoji?"));
            }
            if (schema.has("pattern") && !pattern(schema.get("pattern").asText()).matcher(text).find()) {
                found.add(new Violation(where, "must match " + schema.get("pattern").asText()));
            }
        }
        if (value.isNumber()) {
            BigDecimal number = new BigDecimal(value.asText());
            if (schema.has("minimum") && number.compareTo(schema.get("minimum").decimalValue()) < 0) {
                found.add(new Violation(where, "must be at least " + schema.get("minimum").asText() + " (is " + number + ")"));
            }
            if (schema.has("maximum") && number.compareTo(schema.get("maximum").decimalValue()) > 0) {
                found.add(new Violation(where, "must be at most " + schema.get("maximum").asText() + " (is " + number + ")"));
            }
        }
        if (value.isArray()) {
            int size = value.size();
            if (schema.has("maxItems") && size > schema.get("maxItems").asInt()) {
                found.add(new Violation(where, "must have " + schema.get("maxItems").asInt()
                        + " or fewer items (has " + size + ")"));
            }
            if (schema.has("minItems") && size < schema.get("minItems").asInt()) {
                found.add(new Violation(where, "must have " + schema.get("minItems").asInt()
                        + " or more items (has " + size + ")"));
            }
            if (schema.path("uniqueItems").asBoolean(false)) {
                Set<JsonNode> seen = new HashSet<>();
                for (JsonNode item : value) {
                    if (!seen.add(item)) {
                        found.add(new Violation(where, "items must be unique (" + item + " twice)"));
                    }
                }
            }
            if (schema.has("items")) {
                for (int i = 0; i < size; i++) {
                    validate(value.get(i), schema.get("items"), where + "[" + i + "]", found, lenient);
                }
            }
        }
        if (value.isObject()) {
            int size = value.size();
            if (schema.has("maxProperties") && size > schema.get("maxProperties").asInt()) {
                found.add(new Violation(where, "must have " + schema.get("maxProperties").asInt() + " or fewer fields"));
            }
            if (schema.has("minProperties") && size < schema.get("minProperties").asInt()) {
                found.add(new Violation(where, "must have " + schema.get("minProperties").asInt() + " or more fields"));
            }
            for (JsonNode name : schema.path("required")) {
                if (!value.has(name.asText())) {
                    found.add(new Violation(join(where, name.asText()), "is required"));
                }
            }
            JsonNode properties = schema.path("properties");
            for (Iterator<Map.Entry<String, JsonNode>> it = value.properties().iterator(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode property = properties.get(field.getKey());
                if (property != null) {
                    validate(field.getValue(), property, join(where, field.getKey()), found, lenient);
                } else if (schema.has("additionalProperties")) {
                    validate(field.getValue(), schema.get("additionalProperties"), join(where, field.getKey()), found,
                            lenient);
                }
            }
        }
    }

    /**
     * {@code anyOf} / {@code oneOf}: at least one (for {@code oneOf}, exactly one) alternative
     * accepts the value. When none does, the alternative that came closest (fewest problems,
     * preferring one whose {@code type} discriminator matched) explains why.
     */
    private void alternatives(JsonNode value, JsonNode options, String where, List<Violation> found, boolean exactlyOne,
                              boolean lenient) {
        int accepted = 0;
        for (JsonNode option : options) {
            if (!ruledOutByItsType(value, option)) {
                List<Violation> problems = new ArrayList<>();
                validate(value, option, where, problems, lenient);
                accepted += problems.isEmpty() ? 1 : 0;
            }
        }
        if (accepted == 1 || accepted > 1 && !exactlyOne) {
            return;
        }
        List<Violation> closest = null;
        int closestRank = Integer.MAX_VALUE;
        accepted = 0;
        // None accepted, or several: every alternative again, to say which came closest.
        for (JsonNode option : options) {
            List<Violation> problems = new ArrayList<>();
            validate(value, option, where, problems, lenient);
            if (problems.isEmpty()) {
                accepted++;
            } else {
                int rank = rank(problems, where);
                if (rank < closestRank) {
                    closest = problems;
                    closestRank = rank;
                }
            }
        }
        if (accepted == 0) {
            found.addAll(closest == null ? List.of(new Violation(where, "matches no alternative")) : closest);
        } else if (exactlyOne && accepted > 1 && (!lenient || strictMatches(value, options, where) != 1)) {
            found.add(new Violation(where, "matches " + accepted + " alternatives of a oneOf, Discord needs exactly one"));
        }
    }

    /**
     * Whether an alternative can't accept an object for its {@code type} alone: the alternative's
     * own {@code type} property allows only other values (an enum or a const). Such an alternative
     * would fail on that field, so it is passed over unvalidated; Discord's message components are
     * one oneOf of many such, and validating each component against every kind was most of the
     * fake's time in the Discord tests.
     */
    private boolean ruledOutByItsType(JsonNode value, JsonNode option) {
        JsonNode given = value.isObject() ? value.get("type") : null;
        if (given == null) {
            return false;
        }
        given = numeric(given); // a type JDA spelled in digits is read as the number, as validating it does
        JsonNode schema = option.has("$ref") ? resolve(option.get("$ref").asText()) : option;
        JsonNode type = schema.path("properties").path("type");
        if (type.has("const")) {
            return !sameValue(given, type.get("const"));
        }
        if (type.has("enum")) {
            for (JsonNode allowed : type.get("enum")) {
                if (sameValue(given, allowed)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /** How many alternatives accept the value by the letter of the spec (JDA's departure aside). */
    private int strictMatches(JsonNode value, JsonNode options, String where) {
        int accepted = 0;
        for (JsonNode option : options) {
            if (ruledOutByItsType(value, option)) {
                continue;
            }
            List<Violation> problems = new ArrayList<>();
            validate(value, option, where, problems, false);
            accepted += problems.isEmpty() ? 1 : 0;
        }
        return accepted;
    }

    /** A wrong discriminator ({@code type} at this level) is the farthest of misses. */
    private static int rank(List<Violation> problems, String where) {
        String discriminator = join(where, "type");
        for (Violation v : problems) {
            if (v.where().equals(discriminator) || v.where().equals(where) && v.problem().startsWith("must be")) {
                return problems.size() + 1000;
            }
        }
        return problems.size();
    }

    /**
     * The one named place for JDA's serialisation where it departs from the letter of the spec
     * in a way Discord accepts: an integer (or a number) written as a string of digits, as JDA
     * writes snowflake-sized numbers and permission bits (and, beside it, {@link #jdaSnowflake}).
     */
    private static boolean jdaDeparture(JsonNode value, JsonNode type) {
        if (!value.isTextual() || !DIGITS.matcher(value.asText()).matches()) {
            return false;
        }
        for (JsonNode t : type.isArray() ? type : List.of(type)) {
            if (t.asText().equals("integer") || t.asText().equals("number")) {
                return true;
            }
        }
        return false;
    }

    /**
     * JDA's other departure: a new upload's attachment id written as the number it is (its index
     * among the files), where the spec says a snowflake string; Discord documents that id as the
     * upload's index and takes it.
     */
    private static boolean jdaSnowflake(JsonNode value, JsonNode schema) {
        return value.isIntegralNumber() && value.asLong() >= 0 && "snowflake".equals(schema.path("format").asText());
    }

    /** A string of digits as the number it spells; any other value as it is. */
    private static JsonNode numeric(JsonNode value) {
        return value.isTextual() && DIGITS.matcher(value.asText()).matches()
                ? DecimalNode.valueOf(new BigDecimal(value.asText())) : value;
    }

    private static boolean hasType(JsonNode value, JsonNode type) {
        if (type.isArray()) {
            for (JsonNode t : type) {
                if (hasType(value, t)) {
                    return true;
                }
            }
            return false;
        }
        return switch (type.asText()) {
            case "null" -> value.isNull();
            case "boolean" -> value.isBoolean();
            case "string" -> value.isTextual();
            case "integer" -> value.isIntegralNumber()
                    || (value.isNumber() && value.decimalValue().stripTrailingZeros().scale() <= 0);
            case "number" -> value.isNumber();
            case "array" -> value.isArray();
            case "object" -> value.isObject();
            default -> throw new IllegalStateException("unknown JSON-Schema type " + type);
        };
    }

    private static boolean sameValue(JsonNode value, JsonNode expected) {
        if (value.isNumber() && expected.isNumber()) {
            return value.decimalValue().compareTo(expected.decimalValue()) == 0;
        }
        return value.equals(expected);
    }

    private JsonNode resolve(String ref) {
        if (!ref.startsWith("#/")) {
            throw new IllegalStateException("only local $refs are expected in Discord's spec: " + ref);
        }
        JsonNode target = document.at(ref.substring(1));
        if (target.isMissingNode()) {
            throw new IllegalStateException("dangling $ref " + ref);
        }
        return target;
    }

    private Pattern pattern(String regex) {
        return patterns.computeIfAbsent(regex, Pattern::compile);
    }

    private static String join(String where, String field) {
        return where.isEmpty() ? field : where + "." + field;
    }

    /** An array of scalars as a violation names it: its values, one comma apart. */
    private static String values(JsonNode array) {
        List<String> shown = new ArrayList<>();
        array.forEach(value -> shown.add(describe(value)));
        return "[" + String.join(", ", shown) + "]";
    }

    /**
     * A value as a violation names it. An object or array by its keys or size, not written out:
     * every alternative of a oneOf that fails says what it got, and writing whole component trees
     * out for each was most of the fake's time in the Discord tests.
     */
    private static String describe(JsonNode value) {
        String text;
        if (value.isObject()) {
            List<String> keys = new ArrayList<>();
            value.fieldNames().forEachRemaining(keys::add);
            text = "an object {" + String.join(", ", keys.size() > 6 ? keys.subList(0, 6) : keys)
                    + (keys.size() > 6 ? ", …" : "") + "}";
        } else if (value.isArray()) {
            boolean scalars = value.size() <= 6;
            for (JsonNode item : value) {
                scalars &= item.isValueNode();
            }
            text = scalars ? values(value) : "an array of " + value.size();
        } else {
            text = value.isTextual() ? "\"" + value.asText() + "\"" : value.asText();
        }
        return text.length() > 60 ? text.substring(0, 57) + "…" : text;
    }

    /** Every keyword of every schema here is one this validator implements. */
    private static void checkKeywords(JsonNode schema, String where) {
        if (!schema.isObject()) {
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = schema.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            String keyword = field.getKey();
            if (!KNOWN_KEYWORDS.contains(keyword)) {
                throw new IllegalStateException("Discord's spec uses JSON-Schema keyword '" + keyword + "' at "
                        + where + ", which DiscordApiSpec does not implement");
            }
            switch (keyword) {
                case "properties" -> field.getValue().properties().forEach(
                        property -> checkKeywords(property.getValue(), where + "/" + property.getKey()));
                case "items", "additionalProperties" -> checkKeywords(field.getValue(), where + "/" + keyword);
                case "allOf", "anyOf", "oneOf" -> field.getValue().forEach(part -> checkKeywords(part, where + "/" + keyword));
                default -> { }
            }
        }
    }

    /** Whether the text holds a UTF-16 surrogate without its pair. */
    static boolean brokenCharacter(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}
