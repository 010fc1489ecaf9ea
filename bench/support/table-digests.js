'use strict';

/** Every read table of a projection as one digest per table (count + md5 of sorted rows). */
async function digests(db, projection) {
  const out = {};
  for (const table of projection.tables) {
    const [row] = await db.query(
      `SELECT count(*)::int AS n,
              md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
         FROM ${table} t`,
    );
    out[table] = `${row.n}:${row.digest}`;
  }
  return out;
}

module.exports = { digests };
