import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The benchmark's 2,000 x 2,000 images, drawn here (text in DejaVu Sans, which Debian ships) so the
 * run needs no files: the kinds members upload, with and without identifiers burned in.
 */
export const SIDE = 2000;
const require = createRequire(import.meta.url);

/** Deterministic pseudo-random bytes (the same images every run). */
function noise(width: number, height: number, channels: 1 | 3, seed: number): Buffer {
  const bytes = Buffer.alloc(width * height * channels);
  let s = seed;
  for (let i = 0; i < bytes.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    bytes[i] = s >>> 24;
  }
  return bytes;
}

const text = (x: number, y: number, size: number, fill: string, words: string, weight = 'normal') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${fill}">${words}</text>`;
const svg = (body: string, background = '#ffffff') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`,
  );

/** A chest X-ray: soft anatomy with film grain, light labels in the corners (name, record number, date). */
async function xray(labels: boolean): Promise<Buffer> {
  const grain = await sharp(noise(500, 500, 1, 7), { raw: { width: 500, height: 500, channels: 1 } })
    .resize(SIDE, SIDE)
    .blur(2)
    .linear(0.15, 0)
    .png()
    .toBuffer();
  const body = `<defs><radialGradient id="g"><stop offset="0" stop-color="#9a9a9a"/><stop offset="1" stop-color="#101010"/></radialGradient></defs>
    <ellipse cx="1000" cy="1050" rx="750" ry="850" fill="url(#g)"/>
    <ellipse cx="700" cy="1000" rx="220" ry="480" fill="#2a2a2a" opacity="0.7"/>
    <ellipse cx="1300" cy="1000" rx="220" ry="480" fill="#2a2a2a" opacity="0.7"/>
    ${text(1650, 1920, 64, '#f0f0f0', 'PA CHEST')}${text(80, 1920, 64, '#f0f0f0', 'L')}
    ${labels ? `${text(60, 80, 40, '#e8e8e8', 'LOPEZ, MARIA')}${text(60, 135, 40, '#e8e8e8', 'MRN: 84736251')}${text(60, 190, 40, '#e8e8e8', 'DOB: 03/14/1962')}${text(1450, 80, 36, '#e8e8e8', 'St. Mary Hospital')}` : ''}`;
  return sharp(svg(body, '#050505'))
    .composite([{ input: grain, blend: 'add' }])
    .png()
    .toBuffer();
}

/** A 12-lead ECG: pink grid, traces, lead names, and a header with the patient's details. */
async function ecg(): Promise<Buffer> {
  let grid = '';
  for (let i = 0; i <= SIDE; i += 20) {
    const bold = i % 100 === 0;
    const stroke = bold ? '#f08080' : '#fbd0d0';
    grid += `<path d="M${i} 0 V${SIDE} M0 ${i} H${SIDE}" stroke="${stroke}" stroke-width="${bold ? 2 : 1}"/>`;
  }
  let traces = '';
  const leads = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
  leads.forEach((lead, i) => {
    const x0 = 60 + (i % 3) * 640;
    const y0 = 420 + Math.floor(i / 3) * 380;
    let d = `M${x0} ${y0}`;
    for (let x = 0; x < 600; x += 4) {
      const beat = x % 160;
      const y = beat > 60 && beat < 70 ? -120 : beat >= 70 && beat < 78 ? 40 : Math.sin(x / 9) * 4;
      d += ` L${x0 + x} ${y0 + y}`;
    }
    traces += `<path d="${d}" stroke="#000" stroke-width="3" fill="none"/>${text(x0, y0 - 140, 32, '#000', lead)}`;
  });
  const header =
    text(60, 70, 38, '#000', 'Name: John Smith   ID: 4821937   DOB: 07/02/1948', 'bold') +
    text(60, 125, 34, '#000', 'Vent. rate 72 BPM   PR 160 ms   QRS 92 ms   QT/QTc 380/416 ms') +
    text(60, 1960, 30, '#000', '25 mm/s   10 mm/mV   150 Hz');
  return sharp(svg(grid + traces + header))
    .png()
    .toBuffer();
}

/** A screenshot of a record: a title bar, a patient banner and a page of notes at screen size. */
async function screenshot(): Promise<Buffer> {
  const notes = [
    'Chief complaint: chest pain on exertion for two weeks, relieved by rest.',
    'History: hypertension, type 2 diabetes, former smoker (20 pack-years).',
    'Medications: metformin 1000 mg twice daily, lisinopril 20 mg daily.',
    'Exam: BP 148/92, HR 84, lungs clear, no murmurs, no edema.',
    'ECG: sinus rhythm, ST depression in V4-V6 during the episode.',
    'Assessment: stable angina, likely single-vessel disease.',
    'Plan: stress echocardiography, start aspirin and atorvastatin 40 mg.',
    'Follow up in clinic after the stress test; return if pain at rest.',
  ];
  let body = `<rect width="${SIDE}" height="90" fill="#2b4a7a"/>${text(40, 60, 40, '#fff', 'Electronic Health Record - Visit Note')}
    <rect y="90" width="${SIDE}" height="120" fill="#e8eef7"/>
    ${text(40, 165, 40, '#000', 'Robert Chen   MRN 55120398   DOB 11/23/1957   Room 4B', 'bold')}`;
  notes.forEach((line, i) => {
    body += text(40, 300 + i * 70, 34, '#222', line);
  });
  return sharp(svg(body)).png().toBuffer();
}

/** The worst case: a full page of a record's notes at a small screen size (45 lines of 26-pixel text). */
async function page(): Promise<Buffer> {
  const sentences = [
    'Seen today for follow up of heart failure with reduced ejection fraction, NYHA class II.',
    'Weight stable, no orthopnea, mild ankle swelling in the evening, adherent to medications.',
    'Continue sacubitril/valsartan 49/51 mg twice daily, metoprolol succinate 100 mg daily.',
  ];
  let body = text(40, 60, 34, '#000', 'Progress notes - Maria Lopez - MRN 84736251', 'bold');
  for (let i = 0; i < 45; i++) body += text(40, 120 + i * 40, 26, '#222', sentences[i % 3]!);
  return sharp(svg(body)).png().toBuffer();
}

/** A photograph of a wrist with a hospital band: skin tones with texture, the band's two lines of print. */
async function wristband(): Promise<Buffer> {
  const skin = await sharp(noise(80, 80, 3, 11), { raw: { width: 80, height: 80, channels: 3 } })
    .resize(SIDE, SIDE)
    .blur(20)
    .linear([0.3, 0.3, 0.3], [150, 110, 90])
    .png()
    .toBuffer();
  const band = svg(
    `<rect x="200" y="820" width="1600" height="300" rx="40" fill="#f7f7f7"/>${text(260, 930, 56, '#111', 'GARCIA, ANA   F   DOB 05/09/1980')}${text(260, 1030, 56, '#111', 'MRN 7390184   ADM 11/02/2026')}`,
    'none',
  );
  return sharp(skin)
    .composite([{ input: band }])
    .png()
    .toBuffer();
}

/** A clinical photograph (a skin lesion), no text: smooth tones with fine texture. */
async function photo(): Promise<Buffer> {
  const base = await sharp(noise(120, 120, 3, 3), { raw: { width: 120, height: 120, channels: 3 } })
    .resize(SIDE, SIDE)
    .blur(12)
    .linear([0.35, 0.35, 0.35], [140, 100, 80])
    .png()
    .toBuffer();
  const grain = await sharp(noise(1000, 1000, 1, 5), { raw: { width: 1000, height: 1000, channels: 1 } })
    .resize(SIDE, SIDE)
    .linear(0.08, 0)
    .png()
    .toBuffer();
  const lesion = svg('<ellipse cx="1000" cy="1000" rx="260" ry="200" fill="#5a3020" opacity="0.8"/>', 'none');
  return sharp(base)
    .composite([
      { input: grain, blend: 'add' },
      { input: lesion, blend: 'over' },
    ])
    .png()
    .toBuffer();
}

/** A bar chart with its axis labels and title (clinical words and numbers only). */
async function chart(): Promise<Buffer> {
  const values = [620, 980, 760, 1300, 1100, 540];
  let body = `<path d="M200 150 V1750 H1900" stroke="#000" stroke-width="4" fill="none"/>${text(600, 100, 56, '#000', 'HbA1c by quarter (%)')}`;
  values.forEach((h, i) => {
    const x = 280 + i * 270;
    body += `<rect x="${x}" y="${1750 - h}" width="180" height="${h}" fill="#4a6fa5"/>${text(x + 40, 1820, 44, '#000', `Q${i + 1}`)}`;
  });
  for (let v = 0; v <= 4; v++) body += text(80, 1765 - v * 400, 40, '#000', String(5 + v));
  return sharp(svg(body)).png().toBuffer();
}

/** The images by name, with whether an identifier is burned in (what the check must find). */
export async function benchmarkImages(): Promise<{ name: string; identifiers: boolean; png: Buffer }[]> {
  return [
    { name: 'X-ray, labelled with the patient', identifiers: true, png: await xray(true) },
    { name: 'X-ray, clinical labels only', identifiers: false, png: await xray(false) },
    { name: 'ECG with a patient header', identifiers: true, png: await ecg() },
    { name: 'screenshot of a record', identifiers: true, png: await screenshot() },
    { name: 'full page of notes (worst case)', identifiers: true, png: await page() },
    { name: 'wristband photograph', identifiers: true, png: await wristband() },
    { name: 'clinical photograph, no text', identifiers: false, png: await photo() },
    { name: 'bar chart', identifiers: false, png: await chart() },
  ];
}

/**
 * Photographs with faces: face-api's own demo photos (`@vladmandic/face-api/demo/sample*.jpg`, shipped
 * in the npm package, MIT like it, no licence of their own; groups of 3 to 6 people), turned as their EXIF says and
 * scaled to `SIDE` on their longest side.
 */
export async function facePhotos(): Promise<{ name: string; png: Buffer }[]> {
  const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
  return Promise.all(
    [1, 2, 3, 4, 5, 6].map(async (n) => ({
      name: `face-api demo photo ${n}`,
      png: await sharp(path.join(demo, `sample${n}.jpg`))
        .rotate()
        .resize({ width: SIDE, height: SIDE, fit: 'inside' })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    })),
  );
}
