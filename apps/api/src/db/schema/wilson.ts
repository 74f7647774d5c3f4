import { type SQL, sql } from 'drizzle-orm';

/**
 * The Wilson score lower bound of the agree share, in SQL: contracts' `wilsonLowerBound` with z = 1.96,
 * operation for operation in float8, so the database's value is the same double the presenter
 * computes (`answer-pages.test.ts` compares them) and ties sort alike. 0 without votes. Immutable, so
 * it can define a generated column.
 */
export function wilsonLowerBoundSql(agree: SQL, disagree: SQL): SQL {
  const z = sql`1.96::float8`;
  const z2 = sql`(${z} * ${z})`;
  const n = sql`(${agree} + ${disagree})::float8`;
  const p = sql`(${agree}::float8 / ${n})`;
  return sql`case when ${agree} + ${disagree} = 0 then 0::float8 else
    (${p} + ${z2} / (2 * ${n}) - ${z} * sqrt((${p} * (1 - ${p}) + ${z2} / (4 * ${n})) / ${n})) / (1 + ${z2} / ${n}) end`;
}
