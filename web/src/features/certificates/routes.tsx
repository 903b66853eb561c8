import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const CertificatePage = lazyScreen(() => import("./CertificatePage"), "CertificatePage");
const VerifyCertificatePage = lazyScreen(() => import("./VerifyCertificatePage"), "VerifyCertificatePage");
const CertifiedTrainerPage = lazyScreen(() => import("./CertifiedTrainerPage"), "CertifiedTrainerPage");

export const certificatesRoutes: ReadonlyArray<AppRoute> = [
  { route: "certificate", screen: <CertificatePage /> },
  { route: "verifyCertificate", screen: <VerifyCertificatePage /> },
  { route: "certifiedTrainer", screen: <CertifiedTrainerPage /> },
];
