/**
 * One week of a demo store's visitors by age group and gender. Made up for the showcase and labelled
 * as sample data wherever it is shown; no real store's figures.
 */
export const AGE_GROUPS = ['under18', '18to24', '25to34', '35to44', '45to54', '55plus'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export interface TrafficRow {
  age: AgeGroup;
  male: number;
  female: number;
}

export const sampleTraffic: readonly TrafficRow[] = [
  { age: 'under18', male: 96, female: 124 },
  { age: '18to24', male: 312, female: 458 },
  { age: '25to34', male: 405, female: 536 },
  { age: '35to44', male: 288, female: 341 },
  { age: '45to54', male: 164, female: 203 },
  { age: '55plus', male: 87, female: 119 },
];

export const totalsOf = (rows: readonly TrafficRow[]) => ({
  male: rows.reduce((s, r) => s + r.male, 0),
  female: rows.reduce((s, r) => s + r.female, 0),
});
