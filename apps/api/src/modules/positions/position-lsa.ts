/**
 * Latent semantic analysis for the position grouping: the answers' TF-IDF vectors projected on their
 * strongest few directions (a truncated SVD, computed by the randomized range finder of Halko,
 * Martinsson and Tropp with two power iterations). Words that answers use together ("Watchman",
 * "appendage", "occlusion") fall on one direction, so two answers of one position that share no word
 * can still come out similar. Cost: a few passes over the non-zero weights times the dimensions.
 */

export interface SparseVector {
  idx: Int32Array;
  w: Float64Array;
}

const OVERSAMPLE = 10;
const POWER_ITERATIONS = 2;

/** Columns of an n x l row-major matrix made orthonormal (modified Gram-Schmidt); null columns stay 0. */
function orthonormalise(m: Float64Array, n: number, l: number): void {
  for (let c = 0; c < l; c++) {
    for (let p = 0; p < c; p++) {
      let d = 0;
      for (let i = 0; i < n; i++) d += m[i * l + c]! * m[i * l + p]!;
      for (let i = 0; i < n; i++) m[i * l + c]! -= d * m[i * l + p]!;
    }
    let s = 0;
    for (let i = 0; i < n; i++) s += m[i * l + c]! ** 2;
    const inv = s > 1e-20 ? 1 / Math.sqrt(s) : 0;
    for (let i = 0; i < n; i++) m[i * l + c]! *= inv;
  }
}

/** X·M for the sparse rows X (n x size) and M (size x l): n x l. */
function times(docs: SparseVector[], m: Float64Array, l: number): Float64Array {
  const out = new Float64Array(docs.length * l);
  docs.forEach((d, i) => {
    for (let j = 0; j < d.idx.length; j++) {
      const w = d.w[j]!;
      const row = d.idx[j]! * l;
      for (let c = 0; c < l; c++) out[i * l + c]! += w * m[row + c]!;
    }
  });
  return out;
}

/** Xᵀ·M for the sparse rows X (n x size) and M (n x l): size x l. */
function timesTransposed(docs: SparseVector[], m: Float64Array, size: number, l: number): Float64Array {
  const out = new Float64Array(size * l);
  docs.forEach((d, i) => {
    for (let j = 0; j < d.idx.length; j++) {
      const w = d.w[j]!;
      const row = d.idx[j]! * l;
      for (let c = 0; c < l; c++) out[row + c]! += w * m[i * l + c]!;
    }
  });
  return out;
}

/** Eigenvalues and eigenvectors (columns of v) of a small symmetric matrix, by cyclic Jacobi rotations. */
function symmetricEigen(a: Float64Array, l: number): { values: number[]; v: Float64Array } {
  const v = new Float64Array(l * l);
  for (let i = 0; i < l; i++) v[i * l + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < l; p++) for (let q = p + 1; q < l; q++) off += a[p * l + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < l; p++) {
      for (let q = p + 1; q < l; q++) {
        const apq = a[p * l + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * l + q]! - a[p * l + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < l; k++) {
          const akp = a[k * l + p]!;
          const akq = a[k * l + q]!;
          a[k * l + p] = c * akp - s * akq;
          a[k * l + q] = s * akp + c * akq;
        }
        for (let k = 0; k < l; k++) {
          const apk = a[p * l + k]!;
          const aqk = a[q * l + k]!;
          a[p * l + k] = c * apk - s * aqk;
          a[q * l + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < l; k++) {
          const vkp = v[k * l + p]!;
          const vkq = v[k * l + q]!;
          v[k * l + p] = c * vkp - s * vkq;
          v[k * l + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: Array.from({ length: l }, (_, i) => a[i * l + i]!), v };
}

/**
 * Each answer's coordinates on the `dims` strongest directions of the thread's vocabulary,
 * l2-normalised (a row with no weight stays 0). Deterministic for a given `random`.
 */
export function latentVectors(docs: SparseVector[], size: number, dims: number, random: () => number): SparseVector[] {
  const n = docs.length;
  const l = Math.max(1, Math.min(dims + OVERSAMPLE, n, size));
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const omega = Float64Array.from({ length: size * l }, gaussian);
  let y = times(docs, omega, l);
  orthonormalise(y, n, l);
  for (let q = 0; q < POWER_ITERATIONS; q++) {
    const z = timesTransposed(docs, y, size, l);
    orthonormalise(z, size, l);
    y = times(docs, z, l);
    orthonormalise(y, n, l);
  }
  // B = Qᵀ X; its left singular vectors are the eigenvectors of B·Bᵀ = Zᵀ Z with Z = Xᵀ Q.
  const z = timesTransposed(docs, y, size, l);
  const gram = new Float64Array(l * l);
  for (let t = 0; t < size; t++) {
    for (let a = 0; a < l; a++) {
      const za = z[t * l + a]!;
      if (za === 0) continue;
      for (let b = 0; b < l; b++) gram[a * l + b]! += za * z[t * l + b]!;
    }
  }
  const { values, v } = symmetricEigen(gram, l);
  const order = values
    .map((value, i) => [value, i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, Math.min(dims, l));
  const k = order.length;
  // Coordinates X·V = Q·U·Σ: column c of Q·U scaled by its singular value.
  return Array.from({ length: n }, (_, i) => {
    const w = new Float64Array(k);
    order.forEach(([value, col], c) => {
      let s = 0;
      for (let a = 0; a < l; a++) s += y[i * l + a]! * v[a * l + col]!;
      w[c] = s * Math.sqrt(Math.max(0, value));
    });
    const norm = Math.sqrt(w.reduce((s, x) => s + x * x, 0));
    if (norm > 0) for (let c = 0; c < k; c++) w[c]! /= norm;
    return { idx: Int32Array.from({ length: k }, (_, c) => c), w };
  });
}
