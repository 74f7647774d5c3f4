/**
 * The specialty list: the ABMS member boards (with Psychiatry and Neurology, and Cardiology, listed as
 * the specialties physicians name themselves by) and their subspecialties.
 */
export const SPECIALTIES: Record<string, string[]> = {
  'Allergy and Immunology': ['Clinical and Laboratory Immunology'],
  Anesthesiology: ['Critical Care Medicine', 'Pain Medicine', 'Pediatric Anesthesiology'],
  Cardiology: ['Adult Congenital Heart Disease', 'Advanced Heart Failure', 'Clinical Cardiac Electrophysiology', 'Interventional Cardiology'],
  'Colon and Rectal Surgery': [],
  Dermatology: ['Dermatopathology', 'Micrographic Dermatologic Surgery', 'Pediatric Dermatology'],
  'Emergency Medicine': ['Emergency Medical Services', 'Medical Toxicology', 'Pediatric Emergency Medicine'],
  'Family Medicine': ['Geriatric Medicine', 'Sports Medicine', 'Hospice and Palliative Medicine'],
  'Internal Medicine': ['Endocrinology, Diabetes and Metabolism', 'Gastroenterology', 'Hematology', 'Infectious Disease', 'Medical Oncology', 'Nephrology', 'Pulmonary Disease', 'Rheumatology'],
  'Medical Genetics and Genomics': ['Clinical Biochemical Genetics'],
  'Neurological Surgery': [],
  Neurology: ['Epilepsy', 'Neuromuscular Medicine', 'Vascular Neurology'],
  'Nuclear Medicine': [],
  'Obstetrics and Gynecology': ['Gynecologic Oncology', 'Maternal-Fetal Medicine', 'Reproductive Endocrinology and Infertility'],
  Ophthalmology: [],
  'Orthopaedic Surgery': ['Orthopaedic Sports Medicine', 'Surgery of the Hand'],
  'Otolaryngology - Head and Neck Surgery': ['Neurotology', 'Sleep Medicine'],
  Pathology: ['Cytopathology', 'Hematopathology', 'Molecular Genetic Pathology'],
  Pediatrics: ['Neonatal-Perinatal Medicine', 'Pediatric Cardiology', 'Pediatric Hematology-Oncology'],
  'Physical Medicine and Rehabilitation': ['Brain Injury Medicine', 'Spinal Cord Injury Medicine'],
  'Plastic Surgery': ['Surgery of the Hand'],
  'Preventive Medicine': ['Addiction Medicine', 'Undersea and Hyperbaric Medicine'],
  Psychiatry: ['Addiction Psychiatry', 'Child and Adolescent Psychiatry', 'Geriatric Psychiatry'],
  Radiology: ['Interventional Radiology', 'Neuroradiology', 'Pediatric Radiology'],
  Surgery: ['Surgical Critical Care', 'Vascular Surgery', 'Complex General Surgical Oncology'],
  'Thoracic Surgery': ['Congenital Cardiac Surgery'],
  Urology: ['Pediatric Urology', 'Female Pelvic Medicine and Reconstructive Surgery'],
};
