import type { LenderType } from "../../../domain/constants";

export interface DemoLender {
  name: string;
  /** File name of the wordmark tile under demo/lenders/ in the agent-headshots bucket. */
  file: string;
  type: LenderType;
  displayOrder: number;
  isActive: boolean;
}

export const DEMO_LENDERS: readonly DemoLender[] = [
  { name: "RBC Royal Bank", file: "rbc.svg", type: "a_lender", displayOrder: 1, isActive: true },
  { name: "TD Bank", file: "td.svg", type: "a_lender", displayOrder: 2, isActive: true },
  { name: "Scotiabank", file: "scotiabank.svg", type: "a_lender", displayOrder: 3, isActive: true },
  { name: "BMO", file: "bmo.svg", type: "a_lender", displayOrder: 4, isActive: true },
  { name: "CIBC", file: "cibc.svg", type: "a_lender", displayOrder: 5, isActive: true },
  { name: "National Bank", file: "national-bank.svg", type: "a_lender", displayOrder: 6, isActive: true },
  { name: "Home Trust", file: "home-trust.svg", type: "alternate_lender", displayOrder: 1, isActive: true },
  {
    name: "Equitable Bank",
    file: "equitable-bank.svg",
    type: "alternate_lender",
    displayOrder: 2,
    isActive: true,
  },
  { name: "MCAP", file: "mcap.svg", type: "alternate_lender", displayOrder: 3, isActive: true },
  { name: "B2B Bank", file: "b2b-bank.svg", type: "alternate_lender", displayOrder: 4, isActive: true },
  {
    name: "Haventree Bank",
    file: "haventree-bank.svg",
    type: "alternate_lender",
    displayOrder: 5,
    isActive: true,
  },
  {
    name: "Bridgewater Bank",
    file: "bridgewater-bank.svg",
    type: "alternate_lender",
    displayOrder: 6,
    isActive: false,
  },
];
