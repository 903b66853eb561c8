/**
 * The terms and conditions and the privacy notice (/terms, /privacy; issue 11, rough edge 12), with the
 * research-use notice in §1's words. One key a paragraph.
 */
export const legal = {
  termsTitle: "Terms and conditions",
  privacyTitle: "Privacy notice",
  termsLinkText: "terms and conditions",
  privacyLinkText: "privacy notice",
  signUpAgreement: "You also agree to our {terms} and confirm that you have read our {privacy}.",
  registrationAgreement: "Please read our {terms} and our {privacy} before you register.",
  legalLinks: "Terms and privacy",

  termsIntro:
    "These terms apply to everyone who uses this website: course participants, trainers, local leads and administrators. By creating an account or registering for a session you agree to them, so please read them first.",
  termsWhoHeading: "Who runs the programme",
  termsWho:
    "This website belongs to a regional workforce training programme that runs a mental-wellbeing course, as a standard course and a young people's course, for people who work in and with the local authorities of the region. The programme team runs the website; trained trainers and local leads deliver the sessions.",
  termsFundingHeading: "Free sessions, funded by public bodies",
  termsFunding:
    "Sessions are free to attend because public bodies fund them, and our funders need to know that the course works. Evaluation is mandatory for every participant: the course is funded, anonymised responses are analysed and reported to funders, and the data is used for research in anonymised form.",
  termsAccountHeading: "Your account",
  termsAccount:
    "Give your real name and an e-mail address that you read, and keep your password to yourself. One account is for one person. Tell us at once if you think someone else has used your account.",
  termsSessionsHeading: "Registering and attending",
  termsSessions:
    "Register for each module separately, and attend the modules in order, starting with Module 1. A session only runs with at least six participants. If you cannot attend, please tell your trainer as early as you can, so that someone else can have your place. If a session is full, contact the trainer to join its waiting list.",
  termsEvaluationsHeading: "Evaluations",
  termsEvaluations:
    "When you register you agree to complete your course's evaluations: one before the course (it takes about 2 minutes), one after each session, and follow-ups some months later. Your answers are anonymous; the privacy notice explains what happens to them.",
  termsCertificatesHeading: "Certificates and course materials",
  termsCertificates:
    "Once you have attended a module and completed its post-session evaluation, you can download a certificate for it. The workbooks, guides and other course materials are for your own learning: please do not sell them or share them outside the course.",
  termsConductHeading: "Using the website fairly",
  termsConduct:
    "Do not try to reach accounts or information that are not yours, to disrupt the website, or to use it to send e-mails nobody asked for. Trainers and local leads invite only people who want to take part, and use participants' details only to run their sessions. We may close an account that breaks these terms.",
  termsChangesHeading: "Changes, and ending your account",
  termsChanges:
    "We may change these terms when the programme changes; the version on this page is the one that applies. You can stop using the website and delete your account at any time, on My Account.",
  termsLawHeading: "Law and language",
  termsLaw:
    "These terms are governed by the law of England and Wales. They are published in Welsh and in English, and the two versions have equal standing.",

  privacyIntro:
    "This notice explains what personal data this website keeps about you, why, who sees it, and what your rights are. It applies to course participants and to staff: trainers, local leads and administrators.",
  privacyWhoHeading: "Who is responsible for your data",
  privacyWho:
    "The programme team, which runs this website for the regional workforce training programme, is responsible for your personal data (the data controller). Trainers and local leads use it on the programme's behalf, to deliver their sessions.",
  privacyDataHeading: "What we keep",
  privacyDataAccount: "Your name and e-mail address, and the language you want us to write to you in.",
  privacyDataPassword: "Your password, kept only in a scrambled form that cannot be turned back into the password.",
  privacyDataSessions:
    "The sessions you register for, whether you attended, any message you send the trainer when you register (special requirements, say), and the e-mails we send you.",
  privacyDataEvaluations: "Your evaluation answers.",
  privacyDataStaff: "For trainers, local leads and administrators also: your organisation, the local authorities you deliver in and the sessions you run.",
  privacyWhyHeading: "Why we keep it",
  privacyWhy:
    "To run your account and your registrations; to send you the e-mails about your sessions (invitations, confirmations, reminders, evaluation links and password links); to issue your certificates; and to evaluate the course for the public bodies that fund it.",
  privacyBasisHeading: "Our lawful basis",
  privacyBasis:
    "We use your data to carry out a task in the public interest: delivering and evaluating a publicly funded training programme (UK GDPR, Article 6(1)(e)). Where an evaluation answer says something about your health or wellbeing, we use it only for statistics and research in the public interest, in anonymised form and with the safeguards of Article 89.",
  privacyResearchHeading: "Your evaluation answers: anonymised, reported to funders, used for research",
  privacyResearch:
    "Evaluation is mandatory for every participant: the course is funded, anonymised responses are analysed and reported to funders, and the data is used for research in anonymised form.",
  privacyAnonymisation:
    "Your answers are never shown or reported with your name or e-mail address: trainers see their sessions' answers without names, results are reported for groups, never for one person, and nothing given to funders or researchers names you or could identify you. At the start of each evaluation we ask whether you agree to the research use, and we record your answer.",
  privacySharingHeading: "Who we share it with",
  privacySharing:
    "Funders receive only anonymised results, and researchers evaluating the course receive only anonymised answers: never your name or e-mail address. Your trainer and their local lead see the names and e-mail addresses of the people registered for their sessions. The companies that host this website and send its e-mails handle data for us under contract, only to run it. We never sell your data or use it for marketing.",
  privacyRetentionHeading: "How long we keep it",
  privacyRetention:
    "We keep your account and your registrations for as long as you have an account, so that you can see your course and download your certificates. When you delete your account, your name and e-mail address are erased: each person's details are locked with a key of their own, and deleting the account destroys the key, so the details can no longer be read anywhere, in our records or in their back-ups. Anonymised evaluation answers are kept, because they no longer identify you and are part of the programme's results and research.",
  privacyRightsHeading: "Your rights",
  privacyRights:
    "You have the right to see the personal data we keep about you (access), to have it corrected and to have it erased. You can correct your name and e-mail address yourself on My Account, and erase your account there with 'Delete account'. You may also object to how we use your data, or ask us to restrict it. For a copy of your data, or any other request, contact us: we answer within one month.",
  privacyComplaint:
    "If you are unhappy with how we have used your data, you can complain to the Information Commissioner's Office (ico.org.uk).",
  privacyLanguageHeading: "The language we write to you in",
  privacyLanguage:
    "When you create an account we ask whether you want us to write to you in Welsh or in English. We keep your answer on your account and send every e-mail in that language; you can change it on My Account at any time. Someone we write to who has no account gets both languages, Welsh first.",
  privacyCookiesHeading: "Cookies",
  privacyCookies:
    "The website uses only the cookies it needs to work: to keep you logged in, to show you your own changes at once, and to remember the language you chose on screen. It uses no advertising or tracking cookies.",

  contactHeading: "Contact us",
  contact: "For any question about these terms or this notice, or to use your rights, write to {email}. We answer in Welsh or in English, as you prefer.",
} as const;
