// About page copy (spec §2 "About page"). One place for the site owner to edit.

export interface AboutBlock {
  title: string;
  body: string;
}

export const aboutPage = {
  title: "About Us",
  description:
    "Who runs BS Degree Hub, why it exists, and how to get in touch with the student team behind it.",
  eyebrow: "Student-run · Unofficial",
};

export const mission: AboutBlock = {
  title: "Our Mission",
  body: "To make studying for the online BS degree less lonely and less confusing: good notes, real practice papers and honest advice, free to every student of the programme.",
};

export const vision: AboutBlock = {
  title: "Our Vision",
  body: "A place where every batch leaves the programme a little easier for the next one, because what one student learns the hard way is written down and shared.",
};

export const story: { title: string; paragraphs: string[] } = {
  title: "Our Story",
  paragraphs: [
    "BS Degree Hub began as a shared folder of handwritten maths notes passed around a study group before the first quiz. Friends of friends asked for access, then for statistics notes, then for old papers.",
    "The folder became a website so that anyone in the programme could find the material without knowing the right person. It is still run by students in their spare time, and it is not affiliated with or endorsed by the institute that offers the degree.",
  ],
};

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/** The team's heading; the members are a site setting (admin area, /admin/settings/team). */
export const team = { title: "Meet the Team" } as const;

export interface Faq {
  question: string;
  answer: string;
}

export const faqs: { title: string; items: Faq[] } = {
  title: "Frequently Asked Questions",
  items: [
    {
      question: "Is BS Degree Hub an official site of the programme?",
      answer:
        "No. It is run independently by students and is not affiliated with the institute. For official announcements, deadlines and grades, always rely on the programme's own portal.",
    },
    {
      question: "Do I have to pay for the notes and question papers?",
      answer:
        "No. Notes, previous-year papers and study materials are free to read and download. Only the optional recorded courses are paid.",
    },
    {
      question: "Can I share my own notes?",
      answer:
        "Yes, please do. Use the Submit Resources form; the team reviews each submission before publishing it and credits you by name.",
    },
  ],
};

export const contactSection = {
  title: "Get in Touch",
  description:
    "Found a mistake in a note, have an idea, or want to help? Send us a message and a member of the team will reply by email.",
  submitLabel: "Send Message",
  pendingLabel: "Sending...",
  successMessage: "Thank you! Your message has been sent. We will reply to your email soon.",
  failureMessage:
    "Sorry, your message could not be sent just now. Please try again in a few minutes.",
};
