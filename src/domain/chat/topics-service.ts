import type { KnowledgeEntry } from "./entry";

export const serviceTopics: KnowledgeEntry[] = [
  {
    id: "brokers-licensing",
    title: "Brokers and licensing",
    phrases: [
      "What does a mortgage broker do?",
      "Are your brokers licensed?",
      "Why use a broker instead of a bank?",
      "How are mortgage brokers paid?",
      "Who regulates mortgage agents?",
    ],
    keywords: ["broker", "mortgage broker", "mortgage agent", "licensed", "license", "regulated"],
    synonyms: ["fsra", "bcfsa", "reca", "amf", "regulator", "commission", "fee", "brokerage"],
    answer:
      "A mortgage broker or agent compares many lenders (banks, credit unions, monoline lenders, alternative lenders and MICs) and arranges the mortgage that fits you, instead of offering one bank's products. Brokers and agents must be licensed by their provincial regulator, for example FSRA in Ontario, BCFSA in British Columbia, RECA in Alberta and the AMF in Quebec, and follow its rules on disclosure and conduct. For most residential mortgages the lender pays the broker, so the service costs you nothing; private and MIC mortgages usually carry a broker fee that must be disclosed to you in writing before you commit. Our brokers are listed on the Brokers page.",
  },
  {
    id: "privacy",
    title: "Privacy (PIPEDA)",
    phrases: [
      "What do you do with my personal information?",
      "Is my data safe?",
      "What is your privacy policy?",
      "Will you share my information?",
      "How do I delete my data?",
    ],
    keywords: ["privacy", "personal information", "data", "pipeda", "confidential"],
    synonyms: ["privacy policy", "delete my data", "share my information", "secure", "consent", "law 25"],
    answer:
      "We handle personal information under Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and provincial privacy laws such as Quebec's Law 25. We collect only what is needed to answer you and, with your consent, to have a licensed mortgage agent follow up; we do not sell it; and lenders or insurers see it only when you ask us to apply on your behalf. You can ask to see, correct or delete your information at any time by contacting us. Please do not share your SIN, bank details or passwords in this chat.",
  },
  {
    id: "contact-broker",
    title: "Reaching a broker",
    phrases: [
      "How do I talk to a broker?",
      "Can someone call me?",
      "I want to speak to a real person",
      "How can I contact you?",
      "Can I book an appointment?",
    ],
    keywords: ["contact", "talk", "speak", "call me", "human", "appointment"],
    synonyms: [
      "reach",
      "phone",
      "email",
      "person",
      "agent",
      "book",
      "meeting",
      "consultation",
      "get in touch",
    ],
    answer:
      "Happy to connect you. Leave your name and your email or phone number right here in the chat and a licensed mortgage agent will follow up, usually within one business day. You can also use the Contact page, send an application with Apply Now, or pick a broker on the Brokers page and book time with them directly.",
  },
  {
    id: "greeting",
    title: "Greeting",
    phrases: ["Hi", "Hello", "Hey there", "Good morning", "Who are you?"],
    keywords: ["hello", "hey", "hi", "good morning", "good afternoon", "who are you"],
    synonyms: ["bonjour", "greetings", "howdy", "vayu"],
    answer:
      "Hi, I'm Vayu. I can share general information about Canadian mortgages and MIC lending: rates, down payments and CMHC insurance, the stress test, first-time buyer programs, renewals and refinancing, self-employed mortgages and more. What would you like to know? If you leave your name and email or phone number, a licensed mortgage agent can follow up.",
  },
];
