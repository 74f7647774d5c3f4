import { type Candidate, candidate } from './finding';

/**
 * Holidays name a day of the year, so "she fell on Christmas Eve" dates the fall as surely as "12/24". A
 * holiday mentioned in general ("flu season peaks after Christmas", "Labor Day weekend is trauma season") dates
 * nothing, so a holiday counts only when the text ties it to an event: a preposition that pins a day ("on",
 * "since", "until"), an event verb earlier in the clause ("died", "admitted", "fell"), a day counted from it
 * ("the day after Thanksgiving"), or a date it explains ("Feb 14 (Valentine's Day)").
 */
const APOS = "['’]?";
const HOLIDAY = [
  '(?:christmas|x-?mas)(?:\\s+(?:eve|day))?',
  `new\\s+year${APOS}s(?:\\s+(?:eve|day))?`,
  `(?:lunar|chinese)\\s+new\\s+year${APOS}s?`,
  'thanksgiving(?:\\s+day)?',
  'easter(?:\\s+(?:sunday|monday))?',
  'halloween',
  '(?:fourth|4th)\\s+of\\s+july',
  '(?:independence|labou?r|memorial|columbus|groundhog|boxing)\\s+day',
  `(?:veteran|president)${APOS}s${APOS}\\s+day`,
  `(?:martin\\s+luther\\s+king(?:\\s+jr\\.?)?|mlk)${APOS}s?\\s+day`,
  `valentine${APOS}s(?:\\s+day)?`,
  `(?:st\\.?|saint)\\s+patrick${APOS}s(?:\\s+day)?`,
  `(?:mother|father)${APOS}s\\s+day`,
  '(?:black|good)\\s+friday|cyber\\s+monday|ash\\s+wednesday|palm\\s+sunday|super\\s+bowl\\s+sunday',
  'mardi\\s+gras|fat\\s+tuesday|juneteenth',
  'hanukkah|chanukah|rosh\\s+hashanah|yom\\s+kippur|passover|diwali',
].join('|');
const TIME_OF_DAY = '(?:morning|afternoon|evening|night)';

/** A holiday with the time of day it is named with: "Thanksgiving morning", "halloween night". */
const HOLIDAY_RE = new RegExp(`\\b(?:the\\s+)?(?:${HOLIDAY})(?:\\s+${TIME_OF_DAY})?\\b`, 'gi');
/** A day counted from a holiday dates its event by itself: "the day after Thanksgiving", "the night before Easter". */
const COUNTED_RE = new RegExp(
  `\\b(?:the\\s+)?(?:day|${TIME_OF_DAY})\\s+(?:before|after|of)\\s+(?:the\\s+)?(?:${HOLIDAY})\\b`,
  'gi',
);

/** Prepositions that pin a single day: "on Christmas Eve", "since labor day", "til New Year's Day". */
const PINNING_BEFORE = /\b(?:on|since|til|till|until|'til)\s+(?:(?:this|last|past)\s+)?$/i;
/** Events a holiday can date: "died on", "fell", "admitted over", "sx started". */
const EVENT_BEFORE =
  /\b(?:seen|admit(?:ted)?|readmit(?:ted)?|present(?:ed|ing)|fell|fall|fallen|died|death|passed|born|deliver(?:ed|y)|collapsed|seized|seizure|injur(?:ed|y)|hurt|burned|bitten|started|began|begun|onset|discharged|transferred|intubated|arrested|found|brought|arrived|came\s+(?:in|back)|showed\s+up|returned|visited|stopped|happened|occurred|diagnosed|developed|drown(?:ed|ing)|crashed|accident|overdosed|shot|stabbed|sx|symptoms)\b/i;
/** A holiday opening its sentence, before the event: "Christmas Eve she started vomiting", "Over Easter, he fell". */
const OPENS_CLAUSE = /^\s*(?:(?:over|during|around|after|before|on|since|this|last|past|the)\s+)*$/i;
/** A holiday in brackets after the date it names: "Feb 14 (Valentine's Day)". */
const AFTER_DATE = /(?:\d|\d(?:st|nd|rd|th))\s*[(,]\s*$/i;
/** Holiday words that name a thing, not a day: "Christmas disease", "Easter lilies", "Halloween candy". */
const THING_AFTER =
  /^\s+(?:disease|factor|trees?|lights?|cards?|candy|costumes?|decorations?|eggs?|lil(?:y|ies)|island|break|music|songs?|season|shopping|sales?|spirit|dinner|meals?|feast|part(?:y|ies)|cookies|ham|turkey|gifts?|presents?|week|weekend|holidays?|vacation)\b/i;
/** "labor day 2" counts days of labour. */
const NUMBER_AFTER = /^\s*\d/;
/** A mother's day off is not Mother's Day: possessive before it. */
const POSSESSIVE_BEFORE = /\b(?:my|his|her|their|our|your|the)\s+$/i;

/** The clause before `start`: at most 80 characters, cut at the last sentence end. */
function clauseBefore(text: string, start: number): string {
  const before = text.slice(Math.max(0, start - 80), start);
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '));
  return cut >= 0 ? before.slice(cut + 2) : before;
}

/** The clause after `end`: at most 60 characters, cut at the first sentence end. */
function clauseAfter(text: string, end: number): string {
  const after = text.slice(end, end + 60);
  const cut = after.search(/[.?!;](?:\s|$)/);
  return cut >= 0 ? after.slice(0, cut) : after;
}

export function findHolidays(text: string): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number) => {
    const c = candidate(text, s, e, 'date');
    if (c) out.push(c);
  };
  for (const m of text.matchAll(COUNTED_RE)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of text.matchAll(HOLIDAY_RE)) {
    const s = m.index ?? 0;
    const e = s + m[0].length;
    const after = text.slice(e, e + 24);
    if (THING_AFTER.test(after) || NUMBER_AFTER.test(after)) continue;
    const clause = clauseBefore(text, s);
    if (/^(?:the\s+)?(?:mother|father)/i.test(m[0]) && POSSESSIVE_BEFORE.test(clause)) continue;
    const opensEvent = OPENS_CLAUSE.test(clause) && EVENT_BEFORE.test(clauseAfter(text, e));
    if (PINNING_BEFORE.test(clause) || AFTER_DATE.test(clause) || EVENT_BEFORE.test(clause) || opensEvent) add(s, e);
  }
  return out;
}
