import type { LngLat } from '@waymark/domain';
import { BaseBuilder, buildGPX } from 'gpx-builder';

const { Link, Metadata, Point, Segment, Track } = BaseBuilder.MODELS;

/** What a GPX file of a track holds: its line (in parts), and named points such as its markers. */
export type GpxTrack = {
  name: string;
  description: string;
  /** Where the track lives online. */
  link: string;
  parts: LngLat[][];
  waypoints: { name: string; at: LngLat }[];
  /** Credit for the line, e.g. DOC's CC BY 4.0. */
  copyright: string;
  createdAt: Date;
};

/**
 * GPX 1.1 of a track, for GPS units and other apps (issue 15): one `trk` with a segment per
 * part of the line, and a `wpt` per marker, so a file made here comes back with its markers.
 * Coordinates keep every digit they were stored with.
 */
export function gpxOf(track: GpxTrack): string {
  const builder = new BaseBuilder();
  builder.setMetadata(
    new Metadata({
      name: track.name,
      desc: `${track.description}${track.description ? ' ' : ''}${track.copyright}`.trim(),
      link: new Link(track.link, { text: track.name }),
      time: track.createdAt,
    }),
  );
  builder.setWayPoints(track.waypoints.map(({ name, at: [lng, lat] }) => new Point(lat, lng, { name })));
  builder.setTracks([
    new Track(
      track.parts.map((part) => new Segment(part.map(([lng, lat]) => new Point(lat, lng)))),
      { name: track.name, ...(track.description ? { desc: track.description } : {}) },
    ),
  ]);
  return buildGPX(builder.toObject());
}
