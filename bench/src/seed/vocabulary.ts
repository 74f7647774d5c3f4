/**
 * Words the generated network is made of. Clinical enough that full-text search finds realistic
 * matches (the moderator search scenario looks for some of these words), plain enough to be obviously
 * synthetic. No real patients or physicians.
 */
export const FIRST_NAMES = [
  'Aisha',
  'Alan',
  'Amara',
  'Ana',
  'Arjun',
  'Ben',
  'Carla',
  'Chen',
  'Daniel',
  'Divya',
  'Elena',
  'Emeka',
  'Farah',
  'Felix',
  'Grace',
  'Hana',
  'Hugo',
  'Imran',
  'Ines',
  'Jamal',
  'Julia',
  'Kai',
  'Kenji',
  'Laila',
  'Liam',
  'Lucia',
  'Malik',
  'Maya',
  'Mei',
  'Nadia',
  'Noah',
  'Olga',
  'Omar',
  'Paula',
  'Priya',
  'Quinn',
  'Rafael',
  'Rosa',
  'Sami',
  'Sara',
  'Tariq',
  'Tess',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Yusuf',
  'Zoe',
];

export const LAST_NAMES = [
  'Abbott',
  'Adeyemi',
  'Bauer',
  'Bianchi',
  'Brennan',
  'Castillo',
  'Chowdhury',
  'Cohen',
  'Dang',
  'Duarte',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Gupta',
  'Haddad',
  'Hughes',
  'Ibrahim',
  'Ivanova',
  'Jensen',
  'Kaur',
  'Kowalski',
  'Lam',
  'Lindqvist',
  'Mensah',
  'Moreau',
  'Nakamura',
  'Novak',
  'Okafor',
  'Ortiz',
  'Park',
  'Petrov',
  'Quinlan',
  'Rahman',
  'Reyes',
  'Sato',
  'Schmidt',
  'Silva',
  'Tanaka',
  'Torres',
  'Usman',
  'Varga',
  'Walsh',
  'Weber',
  'Xu',
  'Yamamoto',
  'Yilmaz',
  'Zhang',
  'Zimmermann',
];

const CONDITIONS = [
  'atrial fibrillation',
  'heart failure',
  'type 2 diabetes',
  'chronic kidney disease',
  'hypertension',
  'community-acquired pneumonia',
  'COPD exacerbation',
  'asthma',
  'atopic dermatitis',
  'psoriasis',
  'migraine',
  'epilepsy',
  'major depression',
  'rheumatoid arthritis',
  'osteoporosis',
  'sepsis',
  'pulmonary embolism',
  'iron deficiency anemia',
  'hypothyroidism',
  'gout',
  'cellulitis',
  'ulcerative colitis',
  'cirrhosis',
  'stable angina',
  'obstructive sleep apnea',
  'bronchiolitis',
];

const TREATMENTS = [
  'an SGLT2 inhibitor',
  'a GLP-1 receptor agonist',
  'apixaban',
  'warfarin',
  'a beta blocker',
  'an ACE inhibitor',
  'spironolactone',
  'a loop diuretic',
  'methotrexate',
  'a biologic',
  'a JAK inhibitor',
  'a short steroid course',
  'levothyroxine',
  'allopurinol',
  'empiric antibiotics',
  'levetiracetam',
  'an SSRI',
  'high-flow oxygen',
  'physical therapy',
  'watchful waiting',
  'a statin',
  'iron infusion',
  'a PPI',
  'bisphosphonates',
  'CPAP',
  'catheter ablation',
];

const PATIENTS = [
  'a 72-year-old woman',
  'a 45-year-old man',
  'an 84-year-old with frailty',
  'a 31-year-old pregnant patient',
  'a 58-year-old smoker',
  'a 66-year-old after CABG',
  'a 27-year-old athlete',
  'a 79-year-old on dialysis',
  'a 5-month-old infant',
  'a 52-year-old with obesity',
  'a 63-year-old with prior stroke',
  'a 40-year-old nurse',
];

const OPENERS = [
  'In my practice I would start',
  'I usually begin with',
  'We have had good results with',
  'I would be cautious about',
  'Our group prefers',
  'Guidelines support',
  'I would avoid',
  'In a similar case I chose',
  'I would consider',
  'Most of my colleagues would use',
];

const REASONS = [
  'because renal function is borderline',
  'given the bleeding risk',
  'since adherence has been poor',
  'as long as potassium is monitored',
  'after shared decision making',
  'if the echo confirms it',
  'with a follow-up visit in two weeks',
  'unless symptoms progress',
  'given the drug interactions',
  'because the evidence is strongest there',
  'while checking labs at one month',
  'to reduce readmissions',
];

const REPLIES = [
  'Agree with this approach.',
  'Good point about monitoring.',
  'We saw the same in our clinic.',
  'I would add a follow-up call.',
  'Did you check the trough level?',
  'This matches the latest guideline.',
  'Interesting, I have not tried that.',
  'Our pharmacy recommends the same.',
  'Watch the renal dose adjustment.',
  'Thanks, very helpful for my next patient.',
  'I disagree: the bleeding risk is too high here.',
  'What was the outcome after three months?',
];

export const THERAPY_AREAS = [
  'Cardiology',
  'Endocrinology',
  'Dermatology',
  'Neurology',
  'Pulmonology',
  'Oncology',
  'Nephrology',
  'Rheumatology',
];
export const STAGES = ['Early', 'Moderate', 'Advanced', 'Acute', 'Chronic'];
export const INITIATING_TEAMS = ['MS', 'IQ', 'MDRX', 'MDIA', 'HCP'];

/** Words the moderator-search scenario looks for: present in many answers, as a real search would be. */
export const SEARCH_WORDS = ['apixaban', 'methotrexate', 'spironolactone', 'dialysis', 'bronchiolitis'];

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export const pickName = (random: Random) => [pick(random, FIRST_NAMES), pick(random, LAST_NAMES)] as const;

/** A short indication label (the spec allows 2 to 20 characters). */
export function indication(random: Random): string {
  return pick(random, CONDITIONS).slice(0, 20);
}

export function questionTitle(random: Random, n: number): string {
  return `${pick(random, TREATMENTS)} for ${pick(random, CONDITIONS)} in ${pick(random, PATIENTS)}? (#${n})`;
}

export function questionDescription(random: Random): string {
  const parts: string[] = [];
  const sentences = 3 + Math.floor(random() * 4);
  for (let i = 0; i < sentences; i++) {
    parts.push(
      `${pick(random, PATIENTS)} with ${pick(random, CONDITIONS)} is already on ${pick(random, TREATMENTS)}, ${pick(random, REASONS)}.`,
    );
  }
  parts.push('What would you do next, and how would you monitor it?');
  return parts.join(' ');
}

export function answerText(random: Random): string {
  const parts: string[] = [];
  const sentences = 2 + Math.floor(random() * 3);
  for (let i = 0; i < sentences; i++) {
    parts.push(
      `${pick(random, OPENERS)} ${pick(random, TREATMENTS)} for ${pick(random, CONDITIONS)} ${pick(random, REASONS)}.`,
    );
  }
  return parts.join(' ');
}

export function commentText(random: Random): string {
  return random() < 0.6
    ? pick(random, REPLIES)
    : `${pick(random, REPLIES)} ${pick(random, OPENERS)} ${pick(random, TREATMENTS)}.`;
}
