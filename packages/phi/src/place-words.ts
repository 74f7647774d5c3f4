/** Word lists for the place rules (geo.ts). Lowercase; compared against lowercased tokens. */

const set = (s: string) => new Set(s.trim().split(/\s+/));

/**
 * Words that end the name of a local place: "Pine Hollow Care Center", "Tanner Quarry", "Lake Street Elementary".
 * Multi-word ones are written with a space and matched as a phrase. Either case of the first letter: people
 * write "the Kettle Creek quarry" as often as "Kettle Creek Quarry".
 */
export const PLACE_HEADS = [
  'care center',
  'urgent care',
  'immediate care',
  'care home',
  'nursing home',
  'nursing center',
  'nursing facility',
  'skilled nursing',
  'senior living',
  'assisted living',
  'senior center',
  'retirement home',
  'retirement community',
  'rehab center',
  'rehabilitation center',
  'rehab',
  'medical center',
  'health center',
  'community hospital',
  'hospital',
  'clinic',
  'manor',
  'village',
  'heights',
  'gardens',
  'estates',
  'township',
  'elementary',
  'middle school',
  'high school',
  'school',
  'academy',
  'polytechnic',
  'college',
  'campground',
  'mobile home park',
  'trailer park',
  'rv park',
  'state park',
  'national park',
  'park',
  'lake',
  'creek',
  'river',
  'quarry',
  'mall',
  'shelter',
  'truck stop',
  'bowling alley',
  'ranch',
  'hollow',
  'colonia',
  'apartments',
  'projects',
  'reservation',
  'reservoir',
  'pond',
  'springs',
  'falls',
  'beach',
  'marina',
  'campus',
  'fairgrounds',
  'stadium',
  'arena',
  'church',
  'mosque',
  'synagogue',
  'temple',
  'cemetery',
  'daycare',
  'day care',
  'crossing',
  'border crossing',
  'jail',
  'prison',
  'correctional facility',
  'detention center',
];

/** Heads written in either case ("the Kettle Creek quarry"); the others must be capitalized like a name. */
export const OUTDOOR_HEADS = new Set([
  'quarry',
  'campground',
  'lake',
  'creek',
  'river',
  'colonia',
  'ranch',
  'hollow',
  'reservoir',
  'pond',
  'crossing',
  'trailer park',
  'mobile home park',
  'rv park',
]);

/** Words that open the name of a place: "Lake Nokomis", "Fort Irwin", "Camp Lejeune", "Mount Vernon". */
export const PLACE_OPENERS = ['Lake', 'Mount', 'Mt.', 'Fort', 'Ft.', 'Camp', 'Port', 'Cape'];

/**
 * Words that, leading a place head on their own, name a kind of place rather than one place ("Children's
 * Hospital", "the Family Clinic", "State Park").
 */
export const GENERIC_PLACE_WORDS = set(`
children's childrens community family general memorial university county city regional medical state national
public primary urgent care health sleep memory pain cancer heart wound infusion dialysis rehab senior veterans va
central main local new old free private mental behavioral women's womens kids student walk-in nursing home
elementary middle high school summer day night travel trailer mobile rv skilled assisted living teaching safety-net
academic rural urban inner outpatient inpatient specialty hospice psychiatric pediatric adult geriatric this that
our your their my his her its each every any some no other another same first second third next last nearest
local-area large small big tertiary outside nearby another previous prior former current
usual different group satellite affiliated partner referring receiving sending accepting outlying area which what
whose where when while after before during since because although if though unless until once both either neither quaternary level trauma burn stroke transplant diabetes dermatology
eye dental vaccine travel tb std hiv lipid anticoagulation coumadin warfarin methadone suboxone fertility ivf
`);

/**
 * Capitalized words of ordinary medical writing that a place cue ("in", "at", "from") can be followed by:
 * languages and peoples, departments, scales and study words, software, insurers, holidays, titles. None of them
 * names a place smaller than a state.
 */
export const NOT_PLACE_WORDS = set(`
type stage grade class phase part table figure fig appendix section chapter day days week weeks month months year
years visit cycle baseline level zone room bed unit floor ward step tier round rounds time times
arm cohort group trial study studies data guideline guidelines update review version edition issue volume
medicare medicaid tricare medigap obamacare aca cobra chip
epic cerner mychart athena zoom teams whatsapp facetime google youtube twitter facebook instagram tiktok reddit
uptodate pubmed medline cochrane lexicomp micromedex epocrates wikipedia chatgpt
english spanish french german italian portuguese russian polish chinese mandarin cantonese japanese korean
vietnamese tagalog filipino hindi urdu bengali punjabi arabic farsi persian hebrew yiddish somali amharic swahili
haitian creole asl sign braille latin greek
american americans african africans asian asians hispanic hispanics latino latina latinos latinas latinx
caucasian caucasians white whites black blacks native natives indigenous european europeans ashkenazi jewish
amish mennonite mediterranean nordic scandinavian arab arabs indian indians mexican mexicans
christmas easter thanksgiving halloween ramadan passover hanukkah diwali lent advent kwanzaa eve new year's
memorial labor independence veterans valentine's mother's father's fourth
dr dr. doctor mr mr. mrs mrs. ms ms. miss prof professor nurse rn np pa md do sister brother father mother mom
dad grandma grandpa aunt uncle god jesus lord bible church
emergency department medicine surgery internal primary urgent intensive critical palliative hospice home work
school college jail prison shelter clinic hospital office pharmacy lab laboratory radiology pathology
cardiology oncology neurology nephrology pulmonology gastroenterology hematology endocrinology rheumatology
dermatology urology gynecology obstetrics pediatrics psychiatry geriatrics orthopedics ophthalmology anesthesia
infectious disease diseases
i ii iii iv v vi
covid coronavirus omicron delta influenza flu
noon midnight dawn dusk
anonymous watchers scouts club ymca ywca gym walmart costco target cvs walgreens starbucks amazon uber lyft
quest labcorp
therapy therapies physical occupational speech respiratory triage remission relapse foster league section labor
delivery generation associates partners services solutions systems inc llc co corp company pharmaceuticals
therapeutics labs healthcare cross shield aetna cigna humana anthem kaiser pfizer moderna janssen novavax
astrazeneca merck lilly novartis roche gsk sanofi bayer amgen gilead abbvie endocrine gastro renal neuro cardiac
pulmonary storm operation freedom marathon rescue control services protective administration army navy marines
air force guard corps reserve planned parenthood
tylenol advil motrin aleve lasix coumadin eliquis xarelto keppra bactrim augmentin zithromax plavix lipitor zoloft
prozac xanax ativan valium ambien norco percocet vicodin narcan suboxone ozempic wegovy mounjaro jardiance farxiga
entresto humira lantus humalog novolog benadryl zyrtec claritin flonase ventolin proair medrol synthroid dilantin
depakote lamictal seroquel haldol tamiflu paxlovid keflex cipro levaquin flagyl diflucan
break basic training boot camp acute subacute rehab insulin oxygen town downtown
uptown mail order customs immigration security hajj umrah mass service services bingo zumba yoga crossfit pilates
class shriners daycare preschool kindergarten
the a an and or of
`);

/** Direction words that open an informal lowercase place: "lives in east flatbush". */
export const DIRECTIONS = set('east west north south');

/** Endings of town names that ordinary lowercase English words do not have ("hillsboro", "statesville"). */
export const TOWN_ENDINGS = /(?:ville|burg|burgh|boro|borough|dale|haven|chester|minster)$/;

/** Second words after a direction that make a region or a body part, not a neighbourhood. */
export const NOT_NEIGHBOURHOOD = set(`
side end coast shore wing tower unit floor campus lobby entrance region america africa asia europe
`);

/** First words of institutions known for their studies and guidelines: cited, not where a patient was. */
export const INSTITUTIONS = set(`
mayo cleveland hopkins johns sloan kettering anderson dana farber cedars sinai brigham mass massachusetts stanford
duke emory vanderbilt kaiser geisinger intermountain harvard yale penn columbia cornell northwestern ucla ucsf
mount mt
`);

/** Countries and regions that lexicon.ts's list of big places does not hold: never smaller than a state. */
export const MORE_BIG_PLACES = set(`
tanzania uganda rwanda burundi congo drc zambia zimbabwe malawi mozambique angola namibia botswana lesotho
eswatini swaziland madagascar somalia sudan eritrea djibouti libya tunisia algeria morocco mauritania mali niger
chad cameroon gabon senegal gambia guinea liberia sierra leone togo benin burkina faso ivory coast cote d'ivoire
sahara saudi arabia yemen oman qatar kuwait bahrain emirates uae jordan lebanon turkey afghanistan nepal bhutan
sri lanka maldives myanmar burma thailand laos cambodia malaysia singapore indonesia timor papua australia
zealand fiji samoa tonga mongolia kazakhstan uzbekistan tajikistan kyrgyzstan turkmenistan georgia armenia
azerbaijan belarus moldova romania bulgaria serbia croatia bosnia slovenia slovakia czechia czech hungary austria
switzerland belgium netherlands holland luxembourg portugal greece cyprus malta iceland finland estonia latvia
lithuania albania macedonia kosovo montenegro taiwan hong kong macau venezuela ecuador bolivia paraguay uruguay
guyana suriname belize nicaragua costa panama dominican republic bahamas barbados trinidad tobago grenada
caribbean antilles scandinavia balkans siberia arctic antarctica pacific atlantic amazon andes himalayas
appalachia midwest great plains rockies sunbelt rust belt new england tidewater ozarks
manila mumbai delhi karachi lagos cairo beijing shanghai tokyo seoul jakarta dhaka bangkok lima bogota
sub-saharan subsaharan east west north south central latin americas oceania polynesia micronesia melanesia
`);

/** Endings of drug names: "a rash from Amoxicillin", "hives from Bactrim" name no place. */
export const DRUG_ENDINGS =
  /(?:cillin|mycin|micin|floxacin|pril|sartan|olol|statin|azole|tidine|prazole|mab|nib|azepam|azolam|profen|vir|cycline|parin|xaban|gliflozin|gliptin|glutide|triptan|oxetine|semide|thiazide|olone|phylline|terol|tropium|formin|idine|iramine|dipine|glycerin|azine|amine|oxacin)$/;
