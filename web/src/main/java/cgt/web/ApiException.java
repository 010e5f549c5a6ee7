package cgt.web;

/**
 * A request the API answers with an error status and a one-line message, {@code {"error": "..."}}: 400 for bad
 * input, 403 for a request from a foreign site or for a foreign host name, 404 for an unknown job, 415 for a
 * state-changing request not sent as JSON, 429 for a client over its share, 503 when every worker of a lane is busy,
 * 504 when the computation ran past its budget.
 */
final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    ApiException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }

    static ApiException badInput(String message) {
        return new ApiException(400, message);
    }
}
