import { formatCount } from "./chart";
import type { Legend } from "./legend";

export const FRAME = "|";
export const cellOf = (legend: Legend) => formatCount(legend.count);
