package cgt.web;

import cgt.input.BadInputException;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Which requests the server accepts, and the headers every answer carries, so that a web page the user happens to
 * visit cannot use the explorer (and its workers) behind the user's back. Checked before anything else:
 *
 * <ul>
 *   <li>the {@code Host} must name this machine by address ({@code 127.0.0.1}, {@code [::1]}, any IP literal) or as
 *       {@code localhost}, or be the host of an origin allowed with {@code --allow-origin}: a name of someone else's
 *       that resolves here (DNS rebinding) is refused, 403;
 *   <li>an {@code Origin} must be the server's own ({@code http://} and the {@code Host}) or an allowed one, and a
 *       request a browser marks {@code Sec-Fetch-Site: cross-site} needs an allowed {@code Origin}: 403 otherwise;
 *   <li>a request that changes something ({@code POST}, {@code DELETE}) must be sent as JSON ({@code Content-Type:
 *       application/json}), which a foreign page cannot send without a preflight that this server does not grant
 *       (unless its origin is allowed): 415 otherwise.
 * </ul>
 *
 * Every answer gets a content security policy (the page's own scripts only, nothing framed), {@code
 * X-Content-Type-Options: nosniff}, {@code Referrer-Policy: no-referrer} and {@code Cross-Origin-Resource-Policy:
 * same-origin}; an allowed origin also gets the CORS headers that let its pages read the answers.
 */
final class RequestGuard {

    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'"
            + " 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none';"
            + " form-action 'self'; frame-ancestors 'none'";

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern ORIGIN = Pattern.compile("https?://[A-Za-z0-9.\\-\\[\\]:]+");

    /** The origins allowed besides the server's own, as {@code scheme://host[:port]}, lower case. */
    private final Set<String> allowedOrigins;
    /** Their hosts (without ports), which the {@code Host} header may name too. */
    private final Set<String> allowedHosts = new TreeSet<>();

    /**
     * @param allowedOrigins origins such as {@code http://example.org:3000} whose pages may use the API
     * @throws BadInputException when one is not of the form {@code http[s]://host[:port]}
     */
    RequestGuard(List<String> allowedOrigins) {
        this.allowedOrigins = new TreeSet<>();
        for (String origin : allowedOrigins) {
            String o = origin.strip().toLowerCase(Locale.ROOT).replaceFirst("/$", "");
            if (!ORIGIN.matcher(o).matches()) {
                throw new BadInputException("--allow-origin '" + origin + "': expected an origin such as"
                        + " http://example.org:3000 (a scheme, a host and maybe a port, no path)");
            }
            this.allowedOrigins.add(o);
            allowedHosts.add(hostOf(URI.create(o).getRawAuthority()));
        }
    }

    /** A guard that allows no other origin. */
    static RequestGuard sameOriginOnly() {
        return new RequestGuard(List.of());
    }

    /** Adds the headers every answer carries. */
    void headers(Context ctx) {
        ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("X-Frame-Options", "DENY");
        String origin = ctx.header("Origin");
        if (origin != null && allowedOrigins.contains(origin.toLowerCase(Locale.ROOT))) {
            ctx.header("Access-Control-Allow-Origin", origin);
            ctx.header("Access-Control-Allow-Methods", "GET, HEAD, POST, DELETE");
            ctx.header("Access-Control-Allow-Headers", "Content-Type");
            ctx.header("Vary", "Origin");
        } else {
            ctx.header("Cross-Origin-Resource-Policy", "same-origin");
        }
    }

    /** Refuses the request (403 or 415, as {@link ApiException}) unless it may be answered. */
    void check(Context ctx) {
        String host = ctx.header("Host");
        if (host == null || !acceptableHost(hostOf(host))) {
            throw new ApiException(403, "this server answers requests for its own address (such as 127.0.0.1 or"
                    + " localhost), not for '" + brief(host) + "'; start it with --allow-origin to allow another"
                    + " name");
        }
        String origin = ctx.header("Origin");
        boolean allowed = origin != null && allowedOrigins.contains(origin.toLowerCase(Locale.ROOT));
        if (origin != null && !allowed && !origin.equalsIgnoreCase("http://" + host)) {
            throw new ApiException(403, "requests from pages of another site (" + brief(origin) + ") are refused;"
                    + " start the server with --allow-origin " + brief(origin) + " to allow that site");
        }
        if ("cross-site".equalsIgnoreCase(ctx.header("Sec-Fetch-Site")) && !allowed) {
            throw new ApiException(403, "requests from pages of another site are refused; start the server with"
                    + " --allow-origin to allow a site");
        }
        HandlerType method = ctx.method();
        if ((method == HandlerType.POST || method == HandlerType.DELETE || method == HandlerType.PUT
                || method == HandlerType.PATCH) && !isJson(ctx.header("Content-Type"))) {
            throw new ApiException(415, "a " + method + " request must be sent with 'Content-Type: application/json'"
                    + " (the explorer's page does so)");
        }
    }

    private boolean acceptableHost(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        return h.equals("localhost") || IPV4.matcher(h).matches() || (h.startsWith("[") && h.endsWith("]"))
                || allowedHosts.contains(h);
    }

    private static boolean isJson(String contentType) {
        return contentType != null && contentType.strip().toLowerCase(Locale.ROOT).startsWith("application/json");
    }

    /** The host of {@code host[:port]}: an IPv6 literal keeps its brackets. */
    static String hostOf(String authority) {
        String a = authority.strip();
        if (a.startsWith("[")) {
            int end = a.indexOf(']');
            return end < 0 ? a : a.substring(0, end + 1);
        }
        int colon = a.lastIndexOf(':');
        return colon < 0 ? a : a.substring(0, colon);
    }

    private static String brief(String s) {
        if (s == null) {
            return "";
        }
        String printable = s.replaceAll("[^\\x20-\\x7e]", "?");
        return printable.length() <= 60 ? printable : printable.substring(0, 60) + "...";
    }
}
