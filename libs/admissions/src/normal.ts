/**
 * The standard normal distribution's CDF and its inverse, accurate to about 1e-7 — far finer than anything
 * the admission data can tell apart — and monotone, which the probability's properties rely on.
 */

/** erfc(x) by the Chebyshev fit of Numerical Recipes (fractional error below 1.2e-7 everywhere). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(Z ≤ x) for a standard normal Z. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];

const at = (list: readonly number[], i: number) => list[i] ?? 0;

/** The x with P(Z ≤ x) = p, for 0 < p < 1 (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError('normalQuantile needs 0 < p < 1');
  const low = 0.02425;
  if (p < low || p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
    const x =
      (((((at(C, 0) * q + at(C, 1)) * q + at(C, 2)) * q + at(C, 3)) * q + at(C, 4)) * q + at(C, 5)) /
      ((((at(D, 0) * q + at(D, 1)) * q + at(D, 2)) * q + at(D, 3)) * q + 1);
    return p < low ? x : -x;
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((at(A, 0) * r + at(A, 1)) * r + at(A, 2)) * r + at(A, 3)) * r + at(A, 4)) * r + at(A, 5)) * q) /
    (((((at(B, 0) * r + at(B, 1)) * r + at(B, 2)) * r + at(B, 3)) * r + at(B, 4)) * r + 1)
  );
}
