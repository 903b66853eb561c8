import { Card, Intent, Tag } from "@blueprintjs/core";
import { courseLabelIn, listDates, moduleNames, offerDeadlineIn, pathTo } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { useMyWaitingLists } from "../roster/useWaitingList";
import { HomeSection } from "./HomeSection";

/** The participant's places on waiting lists (issue 29): 'On the waiting list (position N)', or the space offered with its deadline. Nothing when on none. */
export const WaitingListPlaces = () => {
  const { t, language } = useLanguage();
  const places = useMyWaitingLists();
  if (!places.data || places.data.places.length === 0) return null;
  return (
    <HomeSection id="waiting-lists" title={t("waitingList.homeTitle")}>
      <ul className="participant-list">
        {places.data.places.map(({ session, position, offer }) => (
          <li key={session.id}>
            <Card className="participant-item waiting-list-place">
              <span>
                {t("waitingList.homeSession", {
                  modules: moduleNames(session.modules, t),
                  course: courseLabelIn(t, session.course),
                  dates: listDates(session.dates, t),
                })}
                <br />
                <Tag intent={offer ? Intent.SUCCESS : Intent.NONE} minimal>
                  {offer
                    ? t("waitingList.offerUntil", { deadline: offerDeadlineIn(language, offer.expiresAt) })
                    : t("waitingList.onList", { position: position ?? 1 })}
                </Tag>
              </span>
              <LinkButton
                to={pathTo("waitingListPlace", { id: session.id })}
                intent={offer ? Intent.PRIMARY : Intent.NONE}
                variant={offer ? undefined : "outlined"}
                icon={offer ? "tick-circle" : "people"}
                text={t(offer ? "waitingList.viewOffer" : "waitingList.viewPlace")}
              />
            </Card>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
