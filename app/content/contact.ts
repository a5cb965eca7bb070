// Copy of the contact page and business hours (spec §2 "Contact page", §9). The operator's name,
// postal address and email are site settings (admin area, /admin/settings/operator).

/** Business hours (spec §2, §9: Monday to Friday 9:00 to 18:00 IST). */
export const businessHours = {
  /** As written on the contact page. */
  display: "Monday to Friday 9:00 AM to 6:00 PM IST",
  /** As written in the policies. */
  short: "Monday to Friday, 9:00 to 18:00 IST",
  /** How soon we aim to answer a message. */
  replyTime: "We aim to reply within two business days.",
};

export const contactPage = {
  title: "Contact Us",
  description:
    "How to reach the team behind BS Degree Hub: our email, postal address, business hours and policies.",
  /** The description while no detail is set: it promises nothing the page does not show. */
  descriptionWithoutDetails:
    "How to reach the team behind BS Degree Hub: the contact form, our business hours and policies.",
  detailsTitle: "Business Details",
  hoursTitle: "Business Hours",
  policiesTitle: "Policies",
  policiesLead: "How courses, payments and your data are handled:",
  /** The heading of the social profiles among the business details (only when one is set). */
  socialTitle: "Find us on",
  /** In place of the business details while none at all is set: where to go instead. */
  noDetails: {
    title: "Reach the team",
    before: "Write to us through the",
    formLink: "Get in Touch form",
    middle: "on our About page, or ask fellow students in the",
    communityLink: "community",
    after: ".",
  },
  formHint: {
    before: "Prefer a form? Use the",
    link: "Get in Touch form",
    after: "on our About page.",
  },
};
