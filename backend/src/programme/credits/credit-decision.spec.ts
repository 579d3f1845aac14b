import { coveredMs, decide, measure, type RuleTerms } from './credit-decision';

const rule = (over: Partial<RuleTerms> = {}): RuleTerms => ({
  creditHundredths: 450,
  minPresence: 90,
  surveyRequired: false,
  surveyMinCorrect: 75,
  categoryIds: new Set(),
  professions: new Set(),
  disciplines: new Set(),
  ...over,
});
const doctor = { categoryId: 1, profession: 'Medico chirurgo', discipline: 'Cardiologia' };
const HOUR = 3_600_000;

describe('the credit decision', () => {
  it('gives the credits at exactly the minimum share and not a millisecond below', () => {
    expect(decide(rule(), doctor, 0.9 * HOUR, HOUR, null)).toEqual({ creditHundredths: 450, reason: null });
    expect(decide(rule(), doctor, 0.9 * HOUR - 1, HOUR, null)).toEqual({ creditHundredths: 0, reason: 'presence_below' });
    expect(decide(rule({ minPresence: 100 }), doctor, HOUR, HOUR, null).reason).toBeNull();
    expect(decide(rule(), doctor, 0, 0, null).reason).toBe('presence_below');
  });

  it('checks category, profession, discipline, presence and survey in that order', () => {
    const strict = rule({
      categoryIds: new Set([2]),
      professions: new Set(['infermiere']),
      disciplines: new Set(['chirurgia']),
      surveyRequired: true,
    });
    expect(decide(strict, doctor, 0, HOUR, null).reason).toBe('category_not_eligible');
    expect(decide(strict, { ...doctor, categoryId: 2 }, 0, HOUR, null).reason).toBe('profession_not_eligible');
    expect(decide(strict, { ...doctor, categoryId: 2, profession: ' INFERMIERE ' }, 0, HOUR, null).reason).toBe('discipline_not_eligible');
    const eligible = { categoryId: 2, profession: 'Infermiere', discipline: 'Chirurgia' };
    expect(decide(strict, eligible, 0, HOUR, null).reason).toBe('presence_below');
    expect(decide(strict, eligible, HOUR, HOUR, null).reason).toBe('survey_missing');
    expect(decide(strict, eligible, HOUR, HOUR, 7499).reason).toBe('survey_below');
    expect(decide(strict, eligible, HOUR, HOUR, 7500)).toEqual({ creditHundredths: 450, reason: null });
    expect(decide(strict, { ...eligible, categoryId: null }, HOUR, HOUR, 9000).reason).toBe('category_not_eligible');
  });

  it('counts overlapping time once', () => {
    expect(coveredMs([])).toBe(0);
    expect(coveredMs([{ from: 0, to: 10 }, { from: 5, to: 15 }, { from: 20, to: 25 }, { from: 21, to: 22 }, { from: 9, to: 9 }])).toBe(20);
  });

  it('measures a programme of parallel sessions once, and leaves out the sessions not counted', () => {
    const at = (h: number) => new Date(Date.UTC(2027, 4, 20, h));
    const sessions = [
      { id: 1, start: at(9), end: at(10), door: 1, counted: true },
      { id: 2, start: at(9), end: at(10), door: 2, counted: true },
      { id: 3, start: at(10), end: at(11), door: 3, counted: false },
    ];
    // Inside every room all morning (a correction each, say): the parallel hour counts once, the break not at all.
    const all = [{ from: at(8), to: at(12), closedBy: 'MANUAL' as const }];
    const { bySession, programmeMs } = measure(sessions, () => all, (s) => s.counted);
    expect([...bySession.values()]).toEqual([HOUR, HOUR, HOUR]);
    expect(programmeMs).toBe(HOUR);
  });
});
