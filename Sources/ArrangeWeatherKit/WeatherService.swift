import Arrange
import ArrangeUIKit
import Foundation

// WeatherKit's names as a snippet's `import WeatherKit` finds them. WeatherKit asks Apple's
// weather service over the network; a still picture at rest has no network and no answer
// yet, so every request throws `WeatherError.networkUnavailable` and the app shows what it
// shows before the weather loads (its placeholders, or nothing where it waits for data), as
// a real app does in its first frame (docs/DIFFERENCES.md, "Apple frameworks at rest").

/// A weather request's failure, as WeatherKit's `WeatherError`.
public enum WeatherError: Error, LocalizedError, Sendable {
    /// The service could not be reached: at rest there is no network.
    case networkUnavailable
    /// The app may not use the service.
    case permissionDenied
    /// Another failure.
    case unknown

    /// WeatherKit's message.
    public var errorDescription: String? {
        switch self {
        case .networkUnavailable: "The weather service could not be reached (Arrange renders without a network)."
        case .permissionDenied: "The app is not allowed to use the weather service."
        case .unknown: "The weather could not be loaded."
        }
    }
}

/// The weather service, as WeatherKit's `WeatherService`: every request throws at rest.
public final class WeatherService: Sendable {
    /// The shared service.
    public static let shared = WeatherService()
    /// A service.
    public init() {}

    /// The weather at `location`; throws `WeatherError.networkUnavailable`.
    public func weather(for location: CLLocation) async throws -> Weather { throw WeatherError.networkUnavailable }

    /// One dataset of the weather at `location`; throws `WeatherError.networkUnavailable`.
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw WeatherError.networkUnavailable
    }

    /// Two datasets of the weather at `location`; throws `WeatherError.networkUnavailable`.
    public func weather<T1, T2>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>)
        async throws -> (T1, T2)
    {
        throw WeatherError.networkUnavailable
    }

    /// The attribution the app must show; throws `WeatherError.networkUnavailable`.
    public var attribution: WeatherAttribution {
        get async throws { throw WeatherError.networkUnavailable }
    }
}

/// Which dataset a request asks for, as `WeatherQuery`.
public struct WeatherQuery<T>: Sendable {
    let name: String
}

extension WeatherQuery where T == CurrentWeather {
    /// The current weather.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery(name: "current") }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    /// The hourly forecast.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery(name: "hourly") }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    /// The daily forecast.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery(name: "daily") }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
    /// The next hour's forecast by minute, where available.
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery(name: "minute") }
}

/// The service's attribution, as `WeatherAttribution`.
public struct WeatherAttribution: Sendable {
    /// The service's name.
    public let serviceName: String
    /// The logo for light backgrounds.
    public let combinedMarkLightURL: URL
    /// The logo for dark backgrounds.
    public let combinedMarkDarkURL: URL
    /// The legal page.
    public let legalPageURL: URL
    /// The legal text.
    public let legalAttributionText: String
}

/// Everything the service knows of a place's weather, as WeatherKit's `Weather`.
public struct Weather: Sendable {
    /// The weather now.
    public let currentWeather: CurrentWeather
    /// The next hour by minute, where available.
    public let minuteForecast: Forecast<MinuteWeather>?
    /// The next days by hour.
    public let hourlyForecast: Forecast<HourWeather>
    /// The next days.
    public let dailyForecast: Forecast<DayWeather>
}

/// A forecast: weather values in time order, as WeatherKit's `Forecast`.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The values.
    public let forecast: [Element]
    /// The first index.
    public var startIndex: Int { forecast.startIndex }
    /// One past the last index.
    public var endIndex: Int { forecast.endIndex }
    /// The value at `position`.
    public subscript(position: Int) -> Element { forecast[position] }
    /// A short summary.
    public var summary: String { "" }
}

/// A weather condition, as WeatherKit's `WeatherCondition`, with its English description.
public enum WeatherCondition: String, CaseIterable, Sendable, Hashable, CustomStringConvertible, Codable {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle,
         freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear,
         mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries,
         sunShowers, thunderstorms, tropicalStorm, windy, wintryMix

    /// The condition in words: "Partly Cloudy", "Heavy Rain" (each capital of the case's name starts a word).
    public var description: String {
        var words = ""
        for character in rawValue {
            if character.isUppercase { words += " " }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }

    /// The condition in words, as WeatherKit's `accessibilityDescription`.
    public var accessibilityDescription: String { description }
}

/// The weather now, as WeatherKit's `CurrentWeather`.
public struct CurrentWeather: Sendable {
    /// When it was measured.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol for the condition.
    public let symbolName: String
    /// The temperature.
    public let temperature: Measurement<UnitTemperature>
    /// The feels-like temperature.
    public let apparentTemperature: Measurement<UnitTemperature>
    /// The share of the sky covered, 0–1.
    public let cloudCover: Double
    /// The relative humidity, 0–1.
    public let humidity: Double
    /// The UV index.
    public let uvIndex: UVIndex
    /// Whether it is daytime.
    public let isDaylight: Bool
    /// The wind.
    public let wind: Wind
}

/// The UV index, as `UVIndex`.
public struct UVIndex: Sendable {
    /// The index.
    public let value: Int
}

/// The wind, as `Wind`.
public struct Wind: Sendable {
    /// The speed.
    public let speed: Measurement<UnitSpeed>
    /// Where it blows from.
    public let direction: Measurement<UnitAngle>
}

/// One hour of a forecast, as `HourWeather`.
public struct HourWeather: Sendable {
    /// The hour.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol.
    public let symbolName: String
    /// The temperature.
    public let temperature: Measurement<UnitTemperature>
    /// The chance of precipitation, 0–1.
    public let precipitationChance: Double
    /// Whether it is daytime.
    public let isDaylight: Bool
}

/// One day of a forecast, as `DayWeather`.
public struct DayWeather: Sendable {
    /// The day.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol.
    public let symbolName: String
    /// The high.
    public let highTemperature: Measurement<UnitTemperature>
    /// The low.
    public let lowTemperature: Measurement<UnitTemperature>
    /// The chance of precipitation, 0–1.
    public let precipitationChance: Double
}

/// One minute of a forecast, as `MinuteWeather`.
public struct MinuteWeather: Sendable {
    /// The minute.
    public let date: Date
    /// The chance of precipitation, 0–1.
    public let precipitationChance: Double
    /// The intensity.
    public let precipitationIntensity: Measurement<UnitSpeed>
}
