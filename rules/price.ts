/** A price that asks for no money ("Free", "free", "$0", "0.00"): such a date shows no how-to-pay text. */
export function isFreePrice(price: string): boolean {
  return /^\s*(?:free|\$?\s*0+(?:\.0+)?)\s*$/i.test(price);
}
