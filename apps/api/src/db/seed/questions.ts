/** Demo questions: clinical vignettes written for the demo, not real patients. */
export interface DemoQuestion {
  title: string;
  description: string;
  specialty: string;
  therapyArea: string;
  primaryIndication: string;
  secondaryIndication: string;
  stageProgression: string;
  initiatingTeam: 'MS' | 'IQ' | 'MDRX' | 'MDIA' | 'HCP';
}

const q = (
  specialty: string,
  title: string,
  description: string,
  therapyArea: string,
  primaryIndication: string,
  secondaryIndication = 'None',
  stageProgression = 'Chronic',
  initiatingTeam: DemoQuestion['initiatingTeam'] = 'MS',
): DemoQuestion => ({ specialty, title, description, therapyArea, primaryIndication, secondaryIndication, stageProgression, initiatingTeam });

export const QUESTIONS: DemoQuestion[] = [
  q('Cardiology', 'SGLT2 inhibitor in HFpEF with CKD stage 3b?', 'A 74-year-old woman with HFpEF (EF 58%), eGFR 34 and recurrent admissions for volume overload despite loop diuretics. Would you start an SGLT2 inhibitor now, and how do you monitor renal function in the first month?', 'Cardiology', 'HFpEF', 'CKD', 'Advanced'),
  q('Cardiology', 'Anticoagulation after a single episode of post-operative AF', 'A 66-year-old man developed atrial fibrillation for 18 hours after CABG, converted spontaneously and stayed in sinus rhythm. CHA2DS2-VASc is 3. Do you anticoagulate, and for how long?', 'Cardiology', 'Atrial fib', 'CABG', 'Acute'),
  q('Dermatology', 'Dupilumab non-response at 16 weeks', 'A 29-year-old with severe atopic dermatitis shows only a 30% EASI improvement after 16 weeks of dupilumab with good adherence. Switch to a JAK inhibitor, add phototherapy, or wait longer?', 'Dermatology', 'Atopic derm', 'Asthma', 'Moderate'),
  q('Internal Medicine', 'Subclinical hypothyroidism in a 78-year-old', 'TSH 8.9 mIU/L twice over three months with normal free T4, mild fatigue, no goitre, negative TPO antibodies. Treat or observe in this age group?', 'Endocrinology', 'Hypothyroid', 'Fatigue', 'Early'),
  q('Neurology', 'First unprovoked seizure with normal MRI', 'A 34-year-old had a first generalized tonic-clonic seizure; MRI normal, EEG shows occasional left temporal sharp waves. Start an antiseizure medication now or wait for a second event?', 'Neurology', 'Epilepsy', 'None', 'Early'),
  q('Pediatrics', 'Bronchiolitis: when do you stop high-flow?', 'A 5-month-old with RSV bronchiolitis has been on high-flow nasal cannula for 36 hours, now feeding half volumes with SpO2 94% on 30% FiO2. What criteria do you use to wean?', 'Pediatrics', 'Bronchiolitis', 'RSV', 'Acute'),
  q('Cardiology', 'Lp(a) of 210 nmol/L in a 45-year-old with no events', 'Asymptomatic 45-year-old man, LDL 118 mg/dL, Lp(a) 210 nmol/L, family history of premature MI in his father. CAC score is 0. How aggressive would you be with lipid lowering?', 'Cardiology', 'Dyslipidemia', 'Lp(a)', 'Early', 'IQ'),
  q('Cardiology', 'Beta-blocker after MI with preserved EF', 'A 58-year-old woman, uncomplicated NSTEMI treated with PCI, EF 60% at discharge, resting heart rate 64. Would you still prescribe a beta-blocker long term?', 'Cardiology', 'Post-MI', 'None', 'Acute'),
  q('Cardiology', 'Resistant hypertension on four agents', 'A 61-year-old with BP 158/94 despite amlodipine, losartan, chlorthalidone and spironolactone at good doses, adherence confirmed with pill counts. Renal denervation, further work-up, or another agent?', 'Cardiology', 'Hypertension', 'Resistant', 'Advanced', 'MDRX'),
  q('Dermatology', 'Isotretinoin and a history of depression', 'A 19-year-old with nodulocystic acne scarring, on sertraline for depression that has been stable for a year. Would you start isotretinoin, and how do you monitor mood?', 'Dermatology', 'Acne', 'Depression', 'Moderate'),
  q('Dermatology', 'Hidradenitis suppurativa Hurley II: next step after doxycycline', 'A 32-year-old with Hurley stage II HS in both axillae, 12 weeks of doxycycline with partial response and frequent flares. Biologic now, or clindamycin plus rifampicin first?', 'Dermatology', 'HS', 'Obesity', 'Moderate'),
  q('Internal Medicine', 'GLP-1 receptor agonist before elective surgery', 'A 55-year-old on weekly semaglutide for type 2 diabetes and obesity is scheduled for a laparoscopic cholecystectomy. Do you hold the dose, and for how long?', 'Endocrinology', 'T2 diabetes', 'Obesity', 'Chronic', 'MDIA'),
  q('Internal Medicine', 'Incidental 7 mm pulmonary nodule in a never-smoker', 'A 52-year-old never-smoker has a solid 7 mm right upper lobe nodule on a CT done for renal colic. How do you follow it up?', 'Pulmonology', 'Lung nodule', 'None', 'Early'),
  q('Emergency Medicine', 'Syncope in a 24-year-old athlete', 'A 24-year-old runner fainted at the finish line, normal ECG apart from early repolarization, normal troponin. Discharge with outpatient follow-up or admit for echo and monitoring?', 'Cardiology', 'Syncope', 'Athlete', 'Acute', 'HCP'),
  q('Neurology', 'Migraine prophylaxis in a woman planning pregnancy', 'A 31-year-old with 10 migraine days a month wants to conceive within the year. Which preventive would you choose and when would you stop it?', 'Neurology', 'Migraine', 'Pregnancy', 'Chronic'),
  q('Pediatrics', 'Peanut introduction in an infant with eczema', 'A 5-month-old with moderate eczema and no known food reactions. Do you test before introducing peanut, or introduce at home?', 'Allergy', 'Food allergy', 'Eczema', 'Early'),
  q('Cardiology', 'Asymptomatic severe aortic stenosis', 'A 71-year-old active man with AVA 0.8 cm2, mean gradient 44 mmHg, EF 62%, normal exercise test. Early TAVR or watchful waiting?', 'Cardiology', 'Aortic sten', 'None', 'Advanced'),
  q('Dermatology', 'Melanoma in situ on the face of an 82-year-old', 'Lentigo maligna of 2 cm on the cheek of an 82-year-old with limited mobility. Mohs, staged excision, imiquimod, or radiotherapy?', 'Oncology', 'Melanoma', 'Elderly', 'Early'),
  q('Internal Medicine', 'Iron deficiency without anaemia in heart failure', 'Ferritin 60 ng/mL, TSAT 15%, Hb 13.2 g/dL in a patient with HFrEF and NYHA II symptoms. Would you give intravenous iron?', 'Hematology', 'Iron def', 'HFrEF', 'Chronic'),
  q('Cardiology', 'DOAC dosing at the extremes of weight', 'A 59-year-old with AF weighing 152 kg (BMI 48) after bariatric surgery planning. Which anticoagulant and dose would you use?', 'Cardiology', 'Atrial fib', 'Obesity', 'Chronic', 'IQ'),
  q('Neurology', 'Tenecteplase in wake-up stroke', 'A 68-year-old woke with a left hemiparesis, last known well 9 hours ago, MRI shows DWI-FLAIR mismatch. Would you thrombolyse?', 'Neurology', 'Stroke', 'None', 'Acute'),
  q('Pediatrics', 'Febrile infant of 22 days with a normal urinalysis', 'A well-appearing 22-day-old with a temperature of 38.4 C, normal urinalysis, procalcitonin 0.3 ng/mL. Lumbar puncture and admission, or observation?', 'Pediatrics', 'Fever', 'Neonate', 'Acute'),
  q('Emergency Medicine', 'Ketamine versus etomidate for RSI in sepsis', 'A hypotensive septic patient needs intubation. Which induction agent do you prefer and at what dose?', 'Critical care', 'Sepsis', 'Airway', 'Acute'),
  q('Dermatology', 'Chronic spontaneous urticaria failing high-dose antihistamines', 'A 45-year-old with daily hives for 8 months despite fourfold cetirizine. Omalizumab, cyclosporine, or something else first?', 'Dermatology', 'Urticaria', 'None', 'Chronic'),
  q('Cardiology', 'Statin intolerance and a recent ACS', 'A 63-year-old with myalgias on three statins after an ACS, LDL 142 mg/dL. Bempedoic acid, a PCSK9 inhibitor, or inclisiran?', 'Cardiology', 'Post-ACS', 'Statin int', 'Chronic'),
  q('Internal Medicine', 'Gout flare prophylaxis when starting allopurinol', 'A 50-year-old with three flares a year starting allopurinol. Colchicine for how long, and how fast do you titrate?', 'Rheumatology', 'Gout', 'CKD', 'Chronic'),
  q('Cardiology', 'Pericarditis recurrence after colchicine', 'A second recurrence of idiopathic pericarditis while tapering prednisone, on colchicine. Would you start an IL-1 inhibitor?', 'Cardiology', 'Pericarditis', 'Recurrent', 'Chronic'),
  q('Neurology', 'Driving after a transient ischaemic attack', 'A commercial driver had a TIA with fully resolved symptoms, carotid imaging normal. What do you advise about returning to work?', 'Neurology', 'TIA', 'None', 'Acute', 'HCP'),
  q('Dermatology', 'Psoriasis biologic choice with latent TB', 'A 40-year-old with plaque psoriasis (PASI 18) and newly found latent TB. Which biologic and when to start relative to TB treatment?', 'Dermatology', 'Psoriasis', 'Latent TB', 'Moderate'),
  q('Internal Medicine', 'Hyponatraemia on an SSRI in an older adult', 'A 79-year-old started on citalopram three weeks ago, now sodium 126 mmol/L, mildly confused. Stop, switch, or fluid-restrict and continue?', 'Nephrology', 'Hyponatremia', 'Depression', 'Acute'),
];

export const ANSWER_TEXTS = [
  'In my practice I would start low and reassess in two weeks. The evidence from the recent trials supports it, but this patient needs closer monitoring than the trial populations had.',
  'I would hold off for now. The absolute benefit is small here, and the risk of harm in this age group is real. Shared decision-making with the patient is key.',
  'Yes, I would treat. Our local protocol follows the latest society guideline, and outcomes in similar patients at our centre have been good.',
  'This depends a lot on the patient’s preferences. I lay out the options with numbers (benefit per 100 patients) and let them choose; most pick the conservative route.',
  'I would refer to a subspecialty clinic before deciding. There are a few red flags in the history that I would want worked up first.',
  'We manage this frequently. My approach: confirm the diagnosis, optimise the basics, then escalate if there is no response at 12 weeks.',
  'I would get one more piece of data first. A repeat measurement in four to six weeks avoids treating a number, and it rarely changes the risk in the meantime.',
  'Short answer: yes. Longer answer: it depends on frailty and life expectancy more than on age alone. In a fit patient I follow the guideline; in a frail one I discuss the burden of treatment openly, document the conversation and revisit it at every visit, because preferences change.',
  'Our multidisciplinary team discussed a nearly identical case last month. We chose the conservative option, with a clear plan for when to escalate, and the patient did well.',
];

export const COMMENT_TEXTS = [
  'Agree with the monitoring plan. We also check labs at one week.',
  'Interesting approach; in our hospital we would escalate sooner.',
  'Do you have data on how often this changes management?',
  'Same experience here, especially in older patients.',
];
