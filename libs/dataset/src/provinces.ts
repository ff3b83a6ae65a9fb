/**
 * Province names and geography used across the data set: the short form used everywhere in the product
 * ('内蒙古', not '内蒙古自治区'), and the approximate position of each provincial capital, from which the sample
 * generator takes a university's distance to the region.
 */

/** '内蒙古自治区' → '内蒙古', '北京市' → '北京', '广西壮族自治区' → '广西'; a short name is returned unchanged. */
export function shortProvinceName(name: string): string {
  const trimmed = name.trim();
  const short = trimmed.replace(/(壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区|省|市)$/u, '');
  return short === '' ? trimmed : short;
}

/** Capital of each province (short name) as [latitude, longitude] in degrees, rounded to 0.01°. */
export const PROVINCE_CAPITALS: Readonly<Record<string, readonly [number, number]>> = {
  北京: [39.9, 116.41],
  天津: [39.13, 117.2],
  河北: [38.04, 114.51],
  山西: [37.87, 112.55],
  内蒙古: [40.84, 111.75],
  辽宁: [41.8, 123.43],
  吉林: [43.82, 125.32],
  黑龙江: [45.8, 126.53],
  上海: [31.23, 121.47],
  江苏: [32.06, 118.8],
  浙江: [30.27, 120.16],
  安徽: [31.82, 117.23],
  福建: [26.07, 119.3],
  江西: [28.68, 115.86],
  山东: [36.65, 117.12],
  河南: [34.75, 113.63],
  湖北: [30.59, 114.31],
  湖南: [28.23, 112.94],
  广东: [23.13, 113.26],
  广西: [22.82, 108.37],
  海南: [20.04, 110.2],
  重庆: [29.56, 106.55],
  四川: [30.57, 104.07],
  贵州: [26.65, 106.63],
  云南: [25.04, 102.71],
  西藏: [29.65, 91.17],
  陕西: [34.34, 108.94],
  甘肃: [36.06, 103.83],
  青海: [36.62, 101.78],
  宁夏: [38.49, 106.23],
  新疆: [43.83, 87.62],
};

/** Great-circle distance in km between the capitals of two provinces (short or full names); null if unknown. */
export function provinceDistanceKm(from: string, to: string): number | null {
  const a = PROVINCE_CAPITALS[shortProvinceName(from)];
  const b = PROVINCE_CAPITALS[shortProvinceName(to)];
  if (!a || !b) return null;
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}
