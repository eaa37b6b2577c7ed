import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organisation } from '../db/schema.js';

export async function getOrganisation(db: Db) {
  const rows = await db.select().from(organisation).where(eq(organisation.id, 1)).limit(1);
  return (
    rows[0] ?? {
      id: 1,
      nameEn: 'HR Leave Tracker',
      nameAr: 'متتبع الإجازات',
      timeZone: 'Africa/Cairo',
      defaultLanguage: 'en',
      signupAllowed: true,
      updatedAt: new Date(0),
    }
  );
}
