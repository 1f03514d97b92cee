import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * Site and floor names in the reader's language: the unnamed site and floor (where an office saved
 * without a building or floor sits, docs/product.md "Sites and floors") read "Main site" and "Main floor".
 */
export function usePlaceNames() {
  const { _ } = useCatalogue("offices");
  const site = (name: string | null) => name ?? _("offices.places.mainSite");
  const floor = (name: string | null) => name ?? _("offices.places.mainFloor");
  return {
    site,
    floor,
    /** "Riverside · 2nd floor". */
    where: (place: { building: string | null; floor: string | null }) =>
      _("offices.places.where", { site: site(place.building), floor: floor(place.floor) }),
  };
}
