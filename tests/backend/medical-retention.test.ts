import { describe, expect, it } from 'vitest';
import { RETENTION } from '@contract/retention.ts';
import { useOwnDatabase } from '../support/own-database.ts';

// Medical details on enquiries (AVG/GDPR art. 9) on a database of their own, since the retention job
// touches every table: the job erases them, and the consent given for them, a day past their period
// (from the contract's RETENTION, which the privacy statement states) and keeps them a day inside
// it, while the rest of the enquiry stays. The table takes them only with a consent.

const { owner, withClaims } = useOwnDatabase('medical-retention');

const jumpDay = (daysAgo: number) => `(now() at time zone 'Europe/Amsterdam')::date - ${daysAgo}`;
const arrived = (daysAgo: number) => `now() - interval '${daysAgo} days'`;
const afterJump = RETENTION.medicalAfterJumpDays;
const withoutDate = RETENTION.medicalWithoutDateDays;

async function seed() {
  await owner(
    `insert into public.enquiries
       (form_type, name, email, weight, message, date, created_at, medical_info, medical_consent_at) values
       ('tandem', 'Jumped Long Ago', 'jumped-long-ago@example.test', 80, 'Birthday jump',
        ${jumpDay(afterJump + 1)}, ${arrived(afterJump + 60)}, 'Old knee injury', ${arrived(afterJump + 60)}),
       ('tandem', 'Jumped Lately', 'jumped-lately@example.test', 70, 'Birthday jump',
        ${jumpDay(afterJump - 1)}, ${arrived(afterJump + 60)}, 'Mild asthma', ${arrived(afterJump + 60)}),
       ('tandem', 'Undated Old', 'undated-old@example.test', 90, 'Some day',
        null, ${arrived(withoutDate + 1)}, 'Back surgery in 2023', ${arrived(withoutDate + 1)}),
       ('tandem', 'Undated Recent', 'undated-recent@example.test', 60, 'Some day',
        null, ${arrived(withoutDate - 1)}, 'Diabetes type 1', ${arrived(withoutDate - 1)}),
       ('tandem', 'Booked Far Ahead', 'booked-far-ahead@example.test', 75, 'Next summer',
        ${jumpDay(-30)}, ${arrived(withoutDate + 200)}, 'Pacemaker', ${arrived(withoutDate + 200)}),
       ('tandem', 'No Details', 'no-details@example.test', 85, 'Birthday jump',
        ${jumpDay(afterJump + 1)}, ${arrived(afterJump + 60)}, null, null)`,
  );
}

interface Stored {
  name: string;
  weight: number;
  message: string;
  medical_info: string | null;
  consented: boolean;
}

describe('retention of medical details', () => {
  it('erases them and their consent after their period, and keeps the enquiry', async () => {
    await seed();
    const removed = await withClaims({ role: 'service_role' }, (tx) =>
      tx.query<{ kind: string; removed: number }>('select kind, removed from public.apply_retention()'),
    );
    expect(Number(removed.rows.find((row) => row.kind === 'enquiry medical details')?.removed)).toBe(2);

    expect(
      await owner<Stored>(
        `select name, weight, message, medical_info, medical_consent_at is not null as consented
         from public.enquiries order by name`,
      ),
    ).toEqual([
      {
        name: 'Booked Far Ahead',
        weight: 75,
        message: 'Next summer',
        medical_info: 'Pacemaker',
        consented: true,
      },
      {
        name: 'Jumped Lately',
        weight: 70,
        message: 'Birthday jump',
        medical_info: 'Mild asthma',
        consented: true,
      },
      { name: 'Jumped Long Ago', weight: 80, message: 'Birthday jump', medical_info: null, consented: false },
      { name: 'No Details', weight: 85, message: 'Birthday jump', medical_info: null, consented: false },
      { name: 'Undated Old', weight: 90, message: 'Some day', medical_info: null, consented: false },
      {
        name: 'Undated Recent',
        weight: 60,
        message: 'Some day',
        medical_info: 'Diabetes type 1',
        consented: true,
      },
    ]);

    // A second run finds nothing more to erase.
    const again = await withClaims({ role: 'service_role' }, (tx) =>
      tx.query<{ kind: string; removed: number }>('select kind, removed from public.apply_retention()'),
    );
    expect(Number(again.rows.find((row) => row.kind === 'enquiry medical details')?.removed)).toBe(0);
  });

  it('are stored only with the moment the visitor consented', async () => {
    await expect(
      owner(
        `insert into public.enquiries (form_type, name, email, medical_info)
         values ('tandem', 'No Consent', 'no-consent@example.test', 'Epilepsy')`,
      ),
    ).rejects.toThrow(/enquiries_medical_consent/);
  });
});
