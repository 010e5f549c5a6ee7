/**
 * The JSON views of core's typed results: what {@code cgt ... --json} prints and what the web explorer's API
 * answers, built by the same code so that a key means the same in both. {@link cgt.format.json.Json} writes the
 * maps and lists the views build.
 */
package cgt.format.json;
