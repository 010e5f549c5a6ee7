/**
 * Writing files whole or not at all ({@link cgt.format.io.AtomicFiles}): the checkpoints of long runs, the survey's
 * rows and tables, and the cache of compiled rules files survive a kill at any moment; and the check that a file a
 * user named is a regular file before it is read ({@link cgt.format.io.RegularFiles}).
 */
package cgt.format.io;
