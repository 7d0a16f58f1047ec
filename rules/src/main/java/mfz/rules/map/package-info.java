/**
 * The battlefield map (docs/rules.md §10), pure geometry in ruler units: pieces ({@link
 * mfz.rules.map.Disc} frames and stations, {@link mfz.rules.map.Terrain} polygons with a height
 * in bricks), measured at their closest. {@link mfz.rules.map.Ranges} gives range bands,
 * {@link mfz.rules.map.CoverFinder} cover, {@link mfz.rules.map.Movement} moves (going round
 * cover with {@link mfz.rules.map.WayRound}), {@link mfz.rules.map.StationReach} stations and
 * retreats, {@link mfz.rules.map.MapDeployment} the placement rules of §3, {@link
 * mfz.rules.map.Spotting} comms. A {@link mfz.rules.map.MapLayout} is the terrain alone, as
 * saved and loaded; {@link mfz.rules.map.ShapeNotation} reads the shapes players type.
 * Every refusal is a {@link mfz.rules.map.MapCheck.Refused} with its reason and measurement.
 */
package mfz.rules.map;
