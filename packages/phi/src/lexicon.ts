/** Word lists shared by the rules. Lowercase; compared against lowercased tokens. */

const set = (s: string) => new Set(s.trim().split(/\s+/));

/**
 * Words that, right after a capitalized word, make it an eponym or a named thing rather than a person
 * ("Austin Flint murmur", "Boston criteria", "Geneva score", "Mayo Clinic").
 */
export const HEAD_NOUNS = set(`
disease diseases syndrome syndromes sign signs criteria criterion rule rules score scores scale scales
classification maneuver manoeuvre test tests murmur node nodes nodule nodules lesion lesions reflex procedure
operation repair fracture fractures triad pentad phenomenon palsy protein cells cell bodies rods equation formula
position circulation shunt anatomy tear angina contracture surgery grade stage type catheter tube clinic hospital
institute center centre university study trial cohort model questionnaire protocol kit virus fever chart approach
method guideline guidelines pattern ulcer effect law index ratio point space line diet solution block technique
incision cyst tumor tumour sarcoma lymphoma thyroiditis esophagus oesophagus respirations breathing foot arthritis
fasciotomy deformity hernia hypothesis curve forces view registry group heart medical health healthcare system
spotted equation's encephalopathy encephalitis dystrophy ataxia anomaly malformation lymphadenopathy granulomatosis
tenosynovitis nodes' aneurysm pouch diverticulum dementia body bodies ophthalmopathy cardiomyopathy chorea
pacemaker valve device pump implant stent monitor sensor patch inhaler pen system app murmurs pupil pupils jaw
maneuvers tests scores scales sign's
`);

/** Medical eponyms and named places/institutions that name-list rules must not take for a person. */
export const EPONYMS = set(`
parkinson graves flint crohn cushing wilson addison hodgkin bell down tourette raynaud barrett hashimoto sjögren
sjogren guillain barré barre stevens johnson wolff white brugada osler janeway murphy mcburney rovsing alvarado
kussmaul cheyne stokes homans trendelenburg valsalva epley dix hallpike whipple roux nissen apgar bishop glasgow
richmond braden morse gleason breslow clark kawasaki jones duke light centor mcdonald ranson wells child pugh kehr
cullen turner grey marfan ehlers danlos klinefelter horner reye tietze mallory weiss zollinger ellison budd chiari
dressler takotsubo prinzmetal lambert eaton kimmelstiel auer reed sternberg howell jolly heberden bouchard virchow
trousseau chvostek kernig brudzinski babinski romberg lhermitte tinel phalen finkelstein quervain lachman mcmurray
spurling hoffman hoffmann schober allen weber rinne snellen fontan blalock taussig ross bentall hartmann billroth
kasai mohs hunt hess fisher spetzler martin salter harris colles monteggia galeazzi lisfranc garden neer gustilo
mallampati cormack lehane parkland holliday segar friedewald henderson hasselbalch starling frank beck charcot
reynolds cockcroft gault tanner bence peyronie dupuytren paget meniere kaposi hirschsprung sydenham chagas hansen
wegener reiter gehrig lou tommy john joseph mary sister thurner may framingham ottawa boston denver geneva milan
seattle kansas copenhagen mayo hopkins cleveland texas dutch canadian lyme ebola marburg norwalk wernicke korsakoff
korotkoff buerger behcet behçet kearns sayre fanconi gaucher fabry pompe niemann pick tay sachs hurler hunter
huntington alzheimer lewy creutzfeldt jakob bartter gitelman liddle conn graves' waldenström waldenstrom burkitt
ewing wilms hodgkin's parkinson's cushing's crohn's addison's wilson's bell's down's sheehan nelson pancoast
pickwickian austin grey-turner kocher pfannenstiel mcburney's braxton hicks leopold ballard dubowitz silverman
kerley batson baker bartholin skene cowper montgomery zenker meckel barrett's schatzki plummer vinson boerhaave
gunn steell graham-steell wenckebach mobitz quincke corrigan traube duroziez musset hill carvallo
kienbock kienböck osgood schlatter sever legg calve perthes scheuermann sinding larsen freiberg köhler kohler
medtronic abbott stryker philips bard dexcom libre omnipod tandem watchman mitraclip zio eliquis xarelto symbicort advair
`);

/** States, countries and regions: not smaller than a state, so never geo by themselves. */
export const BIG_PLACES = set(`
alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois
indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana
nebraska nevada new hampshire jersey mexico york north south carolina dakota ohio oklahoma oregon pennsylvania rhode
island tennessee texas utah vermont virginia washington west wisconsin wyoming america usa us united states canada
norway sweden denmark germany france spain italy india china japan korea vietnam philippines nigeria ghana kenya
ethiopia egypt brazil argentina colombia peru chile guatemala honduras el salvador haiti cuba puerto rico jamaica
ireland england scotland wales britain uk russia ukraine poland israel iran iraq syria pakistan bangladesh africa
asia europe central latin middle east the midwest south southeast northeast southwest northwest coast gulf
`);

export const US_STATE_ABBR = set(`
AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI
SC SD TN TX UT VT VA WA WV WI WY DC PR
`);

/** Short function words and common clinical words that never continue a lowercase name. */
export const FUNCTION_WORDS = set(`
a an the and or but if of in on at to for from by with without about into onto over under after before since until
is are was were be been being am has have had do does did will would can could should may might must shall
who whom whose which that this these those there here then than so as also not no yes very just only still again
he she him her his hers they them their it its we us our you your i me my mine
pt patient presents presented presenting came comes seen saw says said reports reported denies complains
has had having needs wants got gets with w/ yo y/o year years old male female man woman boy girl
today yesterday tomorrow now tonight morning evening night
`);

export const MONTHS = set(`
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec
`);

export const WEEKDAYS = set('monday tuesday wednesday thursday friday saturday sunday');

/** Abbreviated journal words: "Ann Intern Med", "N Engl J Med", "Am J Surg". */
export const JOURNAL_WORDS = set(`
intern med engl surg clin endocrinol cardiol gastroenterol hepatol rheumatol neurol nephrol pediatr obstet gynecol
oncol infect dis sci res rev lett proc natl acad assoc soc physiol pharmacol ther int lancet jama bmj nejm chest
`);

/** Relatives and people close to the patient, whose name may follow in lowercase ("grandma pearl"). */
export const KIN_WORDS = set(`
husband wife son daughter mother father mom mum dad brother sister boyfriend girlfriend fiance fiancé fiancee fiancée
spouse uncle aunt auntie grandfather grandmother grandpa grandma granny nana papa grandson granddaughter niece nephew
cousin stepson stepdaughter
`);

/** Lowercase or one-letter parts inside a name: "María de la Cruz", "Padraig Ó Súilleabháin", "Ludwig van Beethoven". */
export const NAME_PARTICLES = new Set(
  'de da del della di du dos das van von der den ter ten la le bin ibn al el Ó Ní Nic Mac Mc O'.split(' '),
);

/**
 * Last words of a business's name: a capitalized run ending in one is an employer ("Riverbend Freight Logistics",
 * "Copper Ridge Cabinetry"). Schools, care centers and other places are left to the place rules.
 */
export const BUSINESS_WORDS = set(`
inc llc corp ltd logistics freight trucking transport hauling fabrication cabinetry construction builders roofing
plumbing electric landscaping motors autobody bakery sweets diner cafe café grill restaurant pizzeria deli tavern
farms dairy manufacturing industries lumber hardware welding machining tabernacle ministries salon barbershop
`);

/** Words that begin or end place names ("San Francisco", "Saudi Arabia", "West Nile"): not a given name or surname. */
export const PLACE_WORDS = set(`
san santa santo st saint fort port mount mt lake new los las saudi sri costa puerto hong el la upper lower
arabia lanka zealand emirates rica rico kong leone verde nile salvador domingo juan francisco diego antonio jose
`);

/**
 * Drug brands, insurers, stains, software and services that the English word list lacks and that are shaped like
 * surnames ("Bill Medicare", "Rose Bengal staining", "Keytruda"): ordinary words in a clinical text.
 */
export const CLINICAL_NAMES = set(`
medicare medicaid tricare champva cobra humana aetna cigna kaiser optum anthem bengal lugol giemsa wright
papanicolaou hematoxylin eosin ziehl neelsen epic cerner mychart uptodate pubmed medline cochrane google whatsapp
zoom facebook twitter reddit youtube tiktok instagram amazon walmart costco cvs walgreens tylenol advil motrin aleve
benadryl zyrtec claritin flonase sudafed ozempic wegovy mounjaro zepbound jardiance farxiga trulicity victoza januvia
lantus humalog novolog tresiba toujeo basaglar keytruda opdivo humira enbrel remicade stelara dupixent xolair
entresto lasix coumadin plavix brilinta lipitor crestor zocor norvasc toprol lopressor coreg synthroid levoxyl
prozac zoloft lexapro paxil celexa wellbutrin effexor cymbalta seroquel abilify zyprexa risperdal haldol ativan
xanax valium klonopin ambien narcan suboxone subutex vivitrol percocet vicodin norco dilaudid oxycontin ultram
neurontin lyrica flexeril keflex augmentin zithromax cipro levaquin bactrim flagyl vanco zosyn rocephin diflucan
covid zika stemi nstemi afib aflutter copd chf ckd esrd dka gerd ibs tia mva mvc ptsd adhd uti sbo tbi
takayasu kikuchi kimura behcets fabry sjogrens valtrex tamiflu paxlovid meds labs vitals sats abx pts hrs mins yrs mos wks pradaxa savaysa kardia fitbit alivecor holter lifevest impella ecmo
`);
