/**
 * What every long computation of core shares, below all the mathematics: cooperative cancellation
 * ({@link cgt.task.Cancellation#check()}, called in the engines' loops and triggered by interrupting the thread),
 * progress reports ({@link cgt.task.Progress}), a request's progress and threads as its computation receives them
 * ({@link cgt.task.Effort}: they travel with the request, never in a game), how much a request may spend
 * ({@link cgt.task.Budget}: time, memory and each engine's work limits, which the engines read instead of constants
 * of their own), the bytes one computation's structures grow by ({@link cgt.task.MemoryMeter}, charged where they
 * grow), the refusal of a job beyond them ({@link cgt.task.TooBigException}, with a {@link cgt.task.Remedy}
 * a face can offer), a run that failed for a reason outside cgt ({@link cgt.task.RunFailedException}), and sizes
 * written as people read them ({@link cgt.task.Sizes}). It depends on nothing but {@code cgt.input}.
 */
package cgt.task;
