import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { specialties, subspecialties } from '../../db/schema/index.js';

export const listSpecialties = (db: Db) =>
  db.select({ id: specialties.id, name: specialties.name }).from(specialties).orderBy(asc(specialties.name));

export const listSubspecialties = (db: Db) =>
  db
    .select({ id: subspecialties.id, name: subspecialties.name, specialtyId: subspecialties.specialtyId })
    .from(subspecialties)
    .orderBy(asc(subspecialties.name));
