import type { AdPlacement, HouseAdBody } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

export interface HouseAdRow {
  id: number;
  name: string;
  alt_text: string;
  image_url: string;
  link_url: string;
  placement: AdPlacement;
  specialties: { id: number; name: string }[];
  specialty_ids: number[];
  /** `YYYY-MM-DD` (read as text: node-postgres would make a local-midnight Date of a date). */
  starts_on: string;
  ends_on: string | null;
  impressions: number;
  clicks: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const adColumns = sql`a.id, a.name, a.alt_text, a.image_url, a.link_url, a.placement, a.specialty_ids,
  a.starts_on::text as starts_on, a.ends_on::text as ends_on, a.impressions, a.clicks, a.created_at, a.updated_at,
  coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
    from specialties s where s.id = any(a.specialty_ids)), '[]'::json) as specialties`;

export async function allAds(db: Db | Tx): Promise<HouseAdRow[]> {
  return selectRows<HouseAdRow>(db, sql`select ${adColumns} from house_ads a order by a.created_at desc, a.id desc`);
}

export async function adById(db: Db | Tx, id: number): Promise<HouseAdRow | null> {
  const [row] = await selectRows<HouseAdRow>(db, sql`select ${adColumns} from house_ads a where a.id = ${id}`);
  return row ?? null;
}

/** How many of these specialty ids exist (the form's ids must all exist). */
export async function countSpecialties(db: Db | Tx, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from specialties where id = any(${sql.param(ids)}::int[])`,
  );
  return Number(row?.n ?? 0);
}

type AdValues = Omit<HouseAdBody, 'specialtyIds' | 'endsOn'> & { specialtyIds: number[]; endsOn: string | null };

export async function insertAd(tx: Tx, values: AdValues, actorId: number): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into house_ads (name, alt_text, image_url, link_url, placement, specialty_ids, starts_on, ends_on, created_by_user_id)
      values (${values.name}, ${values.altText}, ${values.imageUrl}, ${values.linkUrl}, ${values.placement},
        ${sql.param(values.specialtyIds)}::int[], ${values.startsOn}::date, ${values.endsOn}::date, ${actorId})
      returning id`,
  );
  return row!.id;
}

export async function updateAd(tx: Tx, id: number, values: AdValues): Promise<void> {
  await tx.execute(sql`update house_ads set name = ${values.name}, alt_text = ${values.altText},
    image_url = ${values.imageUrl}, link_url = ${values.linkUrl}, placement = ${values.placement},
    specialty_ids = ${sql.param(values.specialtyIds)}::int[], starts_on = ${values.startsOn}::date,
    ends_on = ${values.endsOn}::date, updated_at = now()
    where id = ${id}`);
}

export async function deleteAd(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`delete from house_ads where id = ${id}`);
}

export interface ServedAdRow {
  id: number;
  placement: AdPlacement;
  image_url: string;
  alt_text: string;
}

/**
 * The ads running today (UTC) in these slot kinds, at most `perPlacement` of each: targeted ones
 * first (for a reader who may see them: `specialtyId` is null otherwise), then newest. The serving
 * index narrows by slot kind and start day; the GIN index answers the specialty test.
 */
export async function runningAds(
  db: Db,
  placements: readonly AdPlacement[],
  specialtyId: number | null,
  perPlacement: number,
): Promise<ServedAdRow[]> {
  const targeted = specialtyId === null ? sql`false` : sql`a.specialty_ids @> array[${specialtyId}]::int[]`;
  return selectRows<ServedAdRow>(
    db,
    sql`select id, placement, image_url, alt_text from (
        select a.id, a.placement, a.image_url, a.alt_text,
          row_number() over (partition by a.placement
            order by (cardinality(a.specialty_ids) > 0) desc, a.created_at desc, a.id desc) as n
        from house_ads a
        where a.placement = any(${sql.param([...placements])}::text[])
          and a.starts_on <= (now() at time zone 'utc')::date
          and (a.ends_on is null or a.ends_on >= (now() at time zone 'utc')::date)
          and (a.specialty_ids = '{}'::int[] or ${targeted})
      ) ranked
      where n <= ${perPlacement}
      order by placement, n`,
  );
}

/** Adds one to a count; false when no such ad exists. */
export async function countImpression(db: Db, id: number): Promise<boolean> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`update house_ads set impressions = impressions + 1 where id = ${id} returning id`,
  );
  return !!row;
}

/** Adds one click and answers the stored link (null when no such ad exists). */
export async function countClick(db: Db, id: number): Promise<string | null> {
  const [row] = await selectRows<{ link_url: string }>(
    db,
    sql`update house_ads set clicks = clicks + 1 where id = ${id} returning link_url`,
  );
  return row?.link_url ?? null;
}
