export const site = {
  name: "BS Degree Hub",
  tagline: "A complete resource hub for success in the programme",
  description:
    "Notes, previous-year question papers, lectures and a community for students of the online BS degree programme. Student-run and unofficial.",
  disclaimer:
    "Run independently by students. Not affiliated with or endorsed by the institute that offers the programme.",
} as const;

export interface NavItem {
  name: string;
  path: string;
}

/** Header navigation (spec §2 "Header and footer"), starting with Home (issue 15). */
export const headerNav: NavItem[] = [
  { name: "Home", path: "/" },
  { name: "Courses", path: "/courses" },
  { name: "Resources", path: "/resources" },
  { name: "Study Materials", path: "/study-materials" },
  { name: "Community", path: "/community" },
  { name: "Blog", path: "/blog" },
  { name: "Tools", path: "/tools" },
];

/** The header's link to the video channel (its address is a site setting). */
export const videoChannelLabel = "YouTube";

export const footerSections: { title: string; links: NavItem[] }[] = [
  {
    title: "Explore",
    links: [
      { name: "Resources", path: "/resources" },
      { name: "Study Materials", path: "/study-materials" },
      { name: "Exam Calendar", path: "/calendar" },
      { name: "Blog", path: "/blog" },
      { name: "Community", path: "/community" },
      { name: "About", path: "/about" },
      { name: "Contact Us", path: "/contactus" },
    ],
  },
  {
    title: "Resources",
    links: [
      { name: "Foundation", path: "/resources" },
      { name: "Diploma", path: "/resources/diploma" },
      { name: "BSc Degree", path: "/resources/bsc" },
      { name: "BS Degree", path: "/resources/bs" },
      { name: "Tools", path: "/resources/tools" },
    ],
  },
  {
    title: "Policies",
    links: [
      { name: "Return & Refund Policy", path: "/cancellation-refund" },
      { name: "Privacy Policy", path: "/privacy-policy" },
      { name: "Terms & Conditions", path: "/terms" },
      { name: "Shipping Policy", path: "/shipping-policy" },
    ],
  },
];
