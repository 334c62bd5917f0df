// The features list: a composition root (scripts/check-walls.mjs), the one place that names every
// feature's declaration (decision 025). The order is the order routers are mounted in each area,
// jobs handed to the runner, boot steps run, the LGPD export's later keys added and the erasure's
// steps taken.
import { accountFeature } from "./account/account.feature";
import { alertsFeature } from "./alerts/alerts.feature";
import { applicationsFeature } from "./applications/applications.feature";
import { benefitsFeature } from "./benefits/benefits.feature";
import { billingFeature } from "./billing/billing.feature";
import { communityFeature } from "./community/community.feature";
import { companiesFeature } from "./companies/companies.feature";
import { conversationsFeature } from "./conversations/conversations.feature";
import { dashboardFeature } from "./dashboard/dashboard.feature";
import { devFeature } from "./dev/dev.feature";
import { integrationsFeature } from "./integrations/integrations.feature";
import { interviewsFeature } from "./interviews/interviews.feature";
import { jobsFeature } from "./jobs/jobs.feature";
import { learningFeature } from "./learning/learning.feature";
import { membersFeature } from "./members/members.feature";
import { notificationsFeature } from "./notifications/notifications.feature";
import { operationsFeature } from "./operations/operations.feature";
import { privacyFeature } from "./privacy/privacy.feature";
import { profileFeature } from "./profile/profile.feature";
import { reportsFeature } from "./reports/reports.feature";
import { resumesFeature } from "./resumes/resumes.feature";
import { skillsFeature } from "./skills/skills.feature";
import { supportFeature } from "./support/support.feature";
import { talentFeature } from "./talent/talent.feature";
import { teamworkFeature } from "./teamwork/teamwork.feature";
import { transitionFeature } from "./transition/transition.feature";

export const FEATURES = [
  accountFeature,
  profileFeature,
  resumesFeature,
  dashboardFeature,
  jobsFeature,
  alertsFeature,
  companiesFeature,
  // Before applications: erasing a militar, it reads his applications before they are withdrawn.
  teamworkFeature,
  // Before applications too: an erased militar's open interviews end before his applications go.
  interviewsFeature,
  applicationsFeature,
  skillsFeature,
  billingFeature,
  benefitsFeature,
  conversationsFeature,
  talentFeature,
  reportsFeature,
  integrationsFeature,
  membersFeature,
  learningFeature,
  transitionFeature,
  communityFeature,
  notificationsFeature,
  supportFeature,
  privacyFeature,
  operationsFeature,
  devFeature,
] as const;
