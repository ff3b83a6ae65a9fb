// Reading ids from the query string of the data pages: ?id=366 is a row id; anything else is no id.
export function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
