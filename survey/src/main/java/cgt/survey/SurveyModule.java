package cgt.survey;

import cgt.format.ModuleCommand;

/** Registers {@code cgt survey} with the cli when this module is on the class path (see {@link ModuleCommand}). */
public final class SurveyModule implements ModuleCommand {

    @Override
    public String name() {
        return "survey";
    }

    @Override
    public Object newCommand() {
        return new SurveyCommand();
    }
}
