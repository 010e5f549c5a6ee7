package cgt.catalog;

import cgt.input.BadInputException;

/**
 * A user's rules code threw on a position: the message names the rules, the call, the file and line and the
 * exception, which is what the author of the rules needs. A front end that serves other people (the web explorer)
 * tells them less: it logs this message and answers that the rules file failed.
 */
public final class RulesFailedException extends BadInputException {

    private static final long serialVersionUID = 1L;

    RulesFailedException(String message) {
        super(message);
    }
}
